import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessons, media } from "~/server/db/schema";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { type CatalogFixture, seedCatalogFixture } from "../../../tests/support/catalog-fixture";
import { loader as lessonLoader } from "./lesson";
import { loader as lessonsLoader } from "./lessons";
import { loader as masterLoader } from "./master";
import { loader as mastersLoader } from "./masters";

// biome-ignore lint/suspicious/noExplicitAny: the loaders read only request, params and context
type ApiLoader = (args: any) => Promise<Response> | Response;

const ORIGIN = "http://maistry.test";

describe.each(testDatabases())("catalog JSON API on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
    const [video] = await database.db
      .insert(media)
      .values({ kind: "video", storageKey: "videos/full-eclat.mp4", mime: "video/mp4", bytes: 10 })
      .returning({ id: media.id });
    await database.db
      .update(lessons)
      .set({ fullVideoId: video?.id, trailerId: video?.id })
      .where(eq(lessons.slug, "eclat"));
  });
  afterAll(() => database.dispose());

  async function get(loader: ApiLoader, path: string, params: Record<string, string>, ready = true) {
    const response = await loader({
      request: new Request(`${ORIGIN}${path}`),
      params,
      context: routerContext(database, { ready }),
    });
    return {
      status: response.status,
      type: response.headers.get("Content-Type"),
      body: await response.json(),
    };
  }

  it("pages lessons like DRF with absolute next and previous links that keep the filters", async () => {
    const first = await get(lessonsLoader, "/api/en/api/lessons/?ordering=newest", { locale: "en" });
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/application\/json/);
    expect(Object.keys(first.body).sort()).toEqual(["count", "next", "previous", "results"]);
    expect(first.body.count).toBe(20);
    expect(first.body.results).toHaveLength(12);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${ORIGIN}/api/en/api/lessons/?ordering=newest&page=2`);

    const second = await get(lessonsLoader, "/api/en/api/lessons/?ordering=newest&page=2", { locale: "en" });
    expect(second.body.results).toHaveLength(8);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe(`${ORIGIN}/api/en/api/lessons/?ordering=newest`);

    const beyond = await get(lessonsLoader, "/api/en/api/lessons/?page=9", { locale: "en" });
    expect(beyond.body).toEqual({
      count: 20,
      next: null,
      previous: `${ORIGIN}/api/en/api/lessons/?ordering=level&page=2`,
      results: [],
    });
  });

  it("filters lessons with the page's query parameters", async () => {
    const query = `q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80&subcategory=${fixture.sub.a1}&level=beginner&price_min=20&price_max=30&brand=${fixture.brand.x.id}`;
    const { body } = await get(lessonsLoader, `/api/uk/api/lessons/?${query}`, { locale: "uk" });
    expect(body.count).toBe(1);
    expect(body.results.map((lesson: { slug: string }) => lesson.slug)).toEqual(["manicure-uk"]);
  });

  it("answers lesson items in snake_case with a decimal price and absolute image URLs", async () => {
    const { body } = await get(lessonsLoader, "/api/de/api/lessons/?q=eclat", { locale: "de" });
    const [lesson] = body.results;
    expect(Object.keys(lesson).sort()).toEqual(
      [
        "category",
        "currency",
        "id",
        "language",
        "level",
        "master",
        "page_url",
        "poster",
        "price",
        "price_cents",
        "rating",
        "review_count",
        "slug",
        "sub_category",
        "subtitles",
        "text_language",
        "title",
        "url",
        "views",
      ].sort(),
    );
    expect(lesson).toMatchObject({
      slug: "eclat",
      url: `${ORIGIN}/api/de/api/lessons/eclat/`,
      page_url: `${ORIGIN}/de/lessons/eclat`,
      price: "49.00",
      price_cents: 4900,
      currency: "USD",
      level: "advanced",
      review_count: 2,
      category: { id: fixture.categoryA },
      sub_category: { id: fixture.sub.a1 },
      master: {
        username: "chloe",
        full_name: "Chloé Dubois",
        avatar: null,
        url: `${ORIGIN}/api/de/api/masters/chloe/`,
      },
    });
    const key = "images/00000000-0000-4000-8000-000000000001";
    expect(lesson.poster).toEqual({
      src: `${ORIGIN}/media/${key}/640.webp`,
      srcset: `${ORIGIN}/media/${key}/320.webp 320w, ${ORIGIN}/media/${key}/640.webp 640w, ${ORIGIN}/media/${key}/800.webp 800w`,
      width: 800,
      height: 1000,
    });
    const free = await get(lessonsLoader, "/api/en/api/lessons/?price_max=0", { locale: "en" });
    expect(free.body.results[0]).toMatchObject({ price: "0.00", price_cents: 0, poster: null });
  });

  it("answers a published lesson's detail without any video URL", async () => {
    const { status, body } = await get(lessonLoader, "/api/en/api/lessons/eclat/", {
      locale: "en",
      slug: "eclat",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: "eclat",
      about: "About Éclat des ongles",
      has_trailer: true,
      has_full_video: true,
      has_tips_video: false,
      reviews: [],
      master: { username: "chloe", country: "FR", city: "Paris", is_teacher: false, qualification_level: 3 },
    });
    expect(body.brands.map((brand: { id: number }) => brand.id).sort()).toEqual(
      [fixture.brand.x.id, fixture.brand.y.id].sort(),
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain("videos/");
    expect(text).not.toMatch(/full_video_id|fullVideo|tips_video_id|trailer_id/);
  });

  it("answers 404 JSON for a draft, an unknown lesson and an unknown locale", async () => {
    for (const [locale, slug] of [
      ["en", "draft"],
      ["en", "no-such-lesson"],
      ["xx", "eclat"],
    ] as const) {
      const { status, body } = await get(lessonLoader, `/api/${locale}/api/lessons/${slug}/`, {
        locale,
        slug,
      });
      expect(status).toBe(404);
      expect(body).toEqual({ detail: "Not found." });
    }
    for (const loader of [lessonsLoader, mastersLoader]) {
      expect((await get(loader, "/api/xx/api/x/", { locale: "xx" })).status).toBe(404);
    }
  });

  it("pages and filters masters with the page's query parameters", async () => {
    const all = await get(mastersLoader, "/api/en/api/masters/?ordering=master", { locale: "en" });
    expect(all.body).toMatchObject({ count: 4, next: null, previous: null });
    expect(all.body.results.map((master: { username: string }) => master.username)).toEqual([
      "chloe",
      "maria",
      "olena",
      "anna_k",
    ]);
    const filtered = await get(
      mastersLoader,
      `/api/en/api/masters/?country=pl&city=krak%C3%B3w&level=3&subcategory=${fixture.sub.a2}&q=ANNA`,
      { locale: "en" },
    );
    expect(filtered.body.results.map((master: { username: string }) => master.username)).toEqual(["anna_k"]);
    const beyond = await get(mastersLoader, "/api/en/api/masters/?country=UA&page=3", { locale: "en" });
    expect(beyond.body).toEqual({
      count: 2,
      next: null,
      previous: `${ORIGIN}/api/en/api/masters/?ordering=teacher&country=UA`,
      results: [],
    });
  });

  it("answers master items and details in snake_case", async () => {
    const { body } = await get(mastersLoader, "/api/en/api/masters/?q=olena", { locale: "en" });
    const [olena] = body.results;
    expect(Object.keys(olena).sort()).toEqual(
      [
        "avatar",
        "brands",
        "city",
        "city_name",
        "country",
        "full_name",
        "id",
        "is_teacher",
        "page_url",
        "qualification_level",
        "rating",
        "review_count",
        "short_description",
        "short_description_language",
        "skills",
        "url",
        "username",
        "views",
      ].sort(),
    );
    // The stored city stays `city`; `city_name` is it in the request's language (decision 038).
    const german = await get(mastersLoader, "/api/de/api/masters/?city=Krakau", { locale: "de" });
    expect(german.body.results).toEqual([
      expect.objectContaining({ username: "anna_k", city: "Kraków", city_name: "Krakau" }),
    ]);
    expect(olena.avatar.src).toMatch(/^http:\/\/maistry\.test\/media\/images\//);
    expect(olena.skills[0]).toEqual({ sub_category_id: fixture.sub.a1, title: expect.any(String), level: 5 });

    const detail = await get(masterLoader, "/api/en/api/masters/OLENA/", { locale: "en", slug: "OLENA" });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      username: "olena",
      is_teacher: true,
      has_video: false,
      activities: [],
      portfolio: [],
      certificates: [],
      lesson_brands: [{ id: fixture.brand.x.id }],
      socials: { instagram: "", facebook: "", tiktok: "", youtube: "", website: "" },
      category: { id: fixture.categoryA },
      specialization: { id: fixture.sub.a1 },
    });
    expect(detail.body.lessons.map((lesson: { slug: string }) => lesson.slug).sort()).toEqual([
      "gel-basics",
      "manicure-caps",
      "manicure-uk",
    ]);
    const byId = await get(masterLoader, "/api/en/api/masters/1/", {
      locale: "en",
      slug: String(fixture.master.olena),
    });
    expect(byId.body.username).toBe("olena");
  });

  it("answers 404 JSON for unlisted, inactive and unknown masters", async () => {
    for (const slug of ["hidden", "sleeping", "nobody"]) {
      const { status, body } = await get(masterLoader, `/api/en/api/masters/${slug}/`, {
        locale: "en",
        slug,
      });
      expect(status).toBe(404);
      expect(body).toEqual({ detail: "Not found." });
    }
  });

  it("answers 503 JSON while the database is unavailable", async () => {
    const cases: [ApiLoader, Record<string, string>][] = [
      [lessonsLoader, { locale: "en" }],
      [lessonLoader, { locale: "en", slug: "eclat" }],
      [mastersLoader, { locale: "en" }],
      [masterLoader, { locale: "en", slug: "olena" }],
    ];
    for (const [loader, params] of cases) {
      const { status, body } = await get(loader, "/api/en/api/x/", params, false);
      expect(status).toBe(503);
      expect(body).toEqual({ detail: "Service temporarily unavailable." });
    }
  });
});
