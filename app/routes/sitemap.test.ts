import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { FIXED_SITEMAP_PATHS, sitemapXml } from "~/server/catalog/sitemap.server";
import { lessons, lessonTranslations, profiles, profileTranslations, users } from "~/server/db/schema";
import { testDatabases } from "../../tests/databases";
import { routerContext, TEST_ORIGIN } from "../../tests/router-context";
import { loader as robotsLoader } from "./robots";
import { loader } from "./sitemap";

const ORIGIN = TEST_ORIGIN;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
const urlBlocks = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");

describe.each(testDatabases())("sitemap and robots on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
    const { db } = database;
    const person = async (username: string, isActive: boolean, isListed: boolean | null) => {
      const [row] = await db
        .insert(users)
        .values({
          email: `${username}@example.com`,
          username,
          fullName: username,
          passwordHash: "-",
          isActive,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("user not inserted");
      if (isListed !== null) {
        await db
          .insert(profiles)
          .values({ userId: row.id, isListed, updatedAt: new Date("2026-02-03T04:05:06Z") });
      }
      return row.id;
    };
    const anna = await person("anna.nails", true, true);
    // Anna writes about herself in Polish, and has an English translation (decision 050).
    await db.update(profiles).set({ language: "pl" }).where(eq(profiles.userId, anna));
    await db.insert(profileTranslations).values({ userId: anna, language: "en", shortDescription: "Nails." });
    await person("bohdana", true, true);
    await person("gone", false, true);
    await person("unlisted", true, false);
    await person("plain_user", true, null);
    const lesson = (slug: string, published: boolean, publishedAt: Date | null = null) => ({
      slug,
      masterId: anna,
      title: slug,
      about: "",
      priceCents: 900,
      published,
      publishedAt,
    });
    await db
      .insert(lessons)
      .values([
        lesson("french-manicure", true, new Date("2026-01-15T10:00:00Z")),
        lesson("draft-lesson", false),
        lesson("brow-lamination", true),
        lesson("манікюр-апаратний", true, new Date("2026-01-20T10:00:00Z")),
      ]);
    const [french] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.slug, "french-manicure"));
    if (!french) throw new Error("lesson not inserted");
    await db.insert(lessonTranslations).values([
      { lessonId: french.id, language: "de", title: "Französische Maniküre", about: "." },
      { lessonId: french.id, language: "en", title: "French manicure", about: "." },
    ]);
  });
  afterAll(() => database.dispose());

  const get = async (path: string, params: Record<string, string> = {}) => {
    const context = routerContext(database);
    const request = new Request(`${ORIGIN}${path}`);
    const response = await loader({ request, context, params } as unknown as Parameters<typeof loader>[0]);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it("lists fixed pages in every locale, lessons and masters in the languages they are in, while it fits one file", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(sitemap.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const url = (locale: string, path: string) => {
      if (locale === "uk") return `${ORIGIN}${path}`;
      return path === "/" ? `${ORIGIN}/${locale}` : `${ORIGIN}/${locale}${path}`;
    };
    const pages: [string, readonly string[]][] = [
      ...FIXED_SITEMAP_PATHS.map((path): [string, readonly string[]] => [path, LOCALES]),
      // Its original language and its translations, in the site's order.
      ["/lessons/french-manicure", ["uk", "en", "de"]],
      ["/lessons/brow-lamination", ["uk"]],
      [`/lessons/${encodeURIComponent("манікюр-апаратний")}`, ["uk"]],
      ["/masters/anna.nails", ["pl", "en"]],
      ["/masters/bohdana", ["uk"]],
    ];
    expect(locs(sitemap.text)).toEqual(
      pages.flatMap(([path, locales]) => locales.map((locale) => url(locale, path))),
    );
    expect(sitemap.text).not.toMatch(/draft-lesson|gone|unlisted|plain_user/);
    const blocks = urlBlocks(sitemap.text);
    let at = 0;
    for (const [, locales] of pages) {
      for (const block of blocks.slice(at, at + locales.length)) {
        expect(block.match(/<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>/g)).toHaveLength(
          locales.length + 1,
        );
      }
      at += locales.length;
    }
    // The x-default of a master is the original language's page.
    const anna = blocks.find((block) => block.includes(`<loc>${ORIGIN}/en/masters/anna.nails<`));
    expect(anna).toContain(`hreflang="x-default" href="${ORIGIN}/pl/masters/anna.nails"`);
    expect(anna).not.toContain('hreflang="de"');
    const german = urlBlocks(sitemap.text).find((block) =>
      block.includes(`<loc>${ORIGIN}/de/lessons/french-manicure<`),
    );
    expect(german).toContain("<lastmod>2026-01-15T10:00:00.000Z</lastmod>");
    expect(german).toContain(`hreflang="uk" href="${ORIGIN}/lessons/french-manicure"`);
    expect(german).toContain(`hreflang="x-default" href="${ORIGIN}/lessons/french-manicure"`);
    expect(german).toContain(`hreflang="en" href="${ORIGIN}/en/lessons/french-manicure"`);
    expect(german).not.toContain('hreflang="es"');
    const master = urlBlocks(sitemap.text).find((block) => block.includes(`<loc>${ORIGIN}/masters/bohdana<`));
    expect(master).toContain("<lastmod>2026-02-03T04:05:06.000Z</lastmod>");
    // A lesson without a publication date falls back to its creation date; fixed pages have none.
    const brows = urlBlocks(sitemap.text).find((block) =>
      block.includes(`<loc>${ORIGIN}/lessons/brow-lamination<`),
    );
    expect(brows).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(urlBlocks(sitemap.text)[0]).not.toContain("<lastmod>");
    // No numbered files while everything fits in one.
    expect((await get("/sitemap/1.xml", { file: "1.xml" })).status).toBe(404);
  });

  it("becomes an index of numbered files past the per-file limit, covering every page once", async () => {
    const { db } = database;
    const total = FIXED_SITEMAP_PATHS.length + 3 + 2;
    const index = await sitemapXml(db, { origin: ORIGIN, file: null, pagesPerFile: 5 });
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const files = Math.ceil(total / 5);
    expect(locs(index ?? "")).toEqual(
      Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemap/${i + 1}.xml`),
    );
    const seen: string[] = [];
    for (let file = 1; file <= files; file++) {
      const xml = await sitemapXml(db, { origin: ORIGIN, file, pagesPerFile: 5 });
      seen.push(...locs(xml ?? ""));
    }
    const single = await sitemapXml(db, { origin: ORIGIN, file: null });
    expect(seen).toEqual(locs(single ?? ""));
    expect(await sitemapXml(db, { origin: ORIGIN, file: files + 1, pagesPerFile: 5 })).toBeNull();
    expect(await sitemapXml(db, { origin: ORIGIN, file: 0, pagesPerFile: 5 })).toBeNull();
    expect((await get("/sitemap/abc.xml", { file: "abc.xml" })).status).toBe(404);
  });

  it("answers 503 while the database cannot be reached", async () => {
    const context = routerContext(database, { ready: false });
    const request = new Request(`${ORIGIN}/sitemap.xml`);
    const response = await loader({ request, context, params: {} } as unknown as Parameters<
      typeof loader
    >[0]);
    expect(response.status).toBe(503);
  });

  it("robots.txt opens public pages and closes the API, videos, personal and auth pages in every locale", async () => {
    const request = new Request(`${ORIGIN}/robots.txt`);
    const response = robotsLoader({
      request,
      context: routerContext(database),
      params: {},
    } as unknown as Parameters<typeof robotsLoader>[0]);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/media/video/", "/personal-info", "/admin"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const page of [
      "/login",
      "/registration",
      "/forgot-password",
      "/check-email",
      "/new-password",
      "/success-registration",
    ]) {
      expect(lines).toContain(`Disallow: ${page}`);
      for (const locale of LOCALES) expect(lines).toContain(`Disallow: /${locale}${page}`);
    }
    expect(lines).toContain("Disallow: /de/personal-info");
    expect(text).not.toMatch(/Disallow: \/(lessons|masters|media\/images)/);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
