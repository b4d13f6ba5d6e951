import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserById } from "~/server/auth/users.server";
import { purchaseLesson } from "~/server/commerce/purchases.server";
import { media, profiles } from "~/server/db/schema";
import { documentRequestContext, serverDrawnContext } from "~/server/http/server-drawn.server";
import { userContext } from "~/server/web/current-user.server";
import { testDatabases } from "../../tests/databases";
import { routerContext } from "../../tests/router-context";
import { type CatalogFixture, seedCatalogFixture } from "../../tests/support/catalog-fixture";
import { topUp } from "../../tests/support/commerce";
import { loader as homeLoader } from "./home";
import { loader as masterLoader } from "./master";
import { loader as mastersLoader } from "./masters";

const ORIGIN = "http://maistry.test";
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" };

describe.each(testDatabases())("masters pages' loaders on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
  });
  afterAll(() => database.dispose());

  async function context(viewerId: number | null, locale: "uk" | "en" = "en") {
    const ctx = routerContext(database, { locale });
    ctx.set(userContext, viewerId === null ? null : await findUserById(database.db, viewerId));
    return ctx;
  }

  /** The loader's answer: its data and the headers it sets (the completion prompt's cookie). */
  const masterPage = async (
    slug: string,
    {
      viewer = null,
      query = "",
      lang = "en",
      cookie = "",
    }: { viewer?: number | null; query?: string; lang?: "en" | "uk"; cookie?: string } = {},
  ) =>
    masterLoader({
      request: new Request(`${ORIGIN}${lang === "uk" ? "" : `/${lang}`}/masters/${slug}${query}`, {
        headers: { ...BROWSER, ...(cookie ? { Cookie: cookie } : {}) },
      }),
      params: { lang: lang === "uk" ? undefined : lang, slug },
      context: await context(viewer, lang),
    } as unknown as Parameters<typeof masterLoader>[0]);
  const master = async (slug: string, options: Parameters<typeof masterPage>[1] = {}) =>
    (await masterPage(slug, options)).data;

  const list = async (query: string, lang: "en" | "uk" = "en") =>
    mastersLoader({
      request: new Request(`${ORIGIN}${lang === "uk" ? "" : `/${lang}`}/masters${query}`),
      params: { lang: lang === "uk" ? undefined : lang },
      context: await context(null, lang),
    } as unknown as Parameters<typeof mastersLoader>[0]);

  const views = async (id: number) =>
    (await database.db.select({ views: profiles.views }).from(profiles).where(eq(profiles.userId, id)))[0]
      ?.views;

  it("answers 404 for an unknown nickname, an unknown id and an inactive user", async () => {
    for (const slug of ["nobody-here", "999999", "sleeping"])
      await expect(master(slug)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("redirects an id and a nickname in another case to the nickname, keeping the query", async () => {
    const id = fixture.master.olena as number;
    const byId = await master(String(id), { query: "?tab=tab-1&x=1" }).catch((response) => response);
    expect(byId).toBeInstanceOf(Response);
    expect(byId.status).toBe(302);
    expect(byId.headers.get("Location")).toBe("/en/masters/olena?tab=tab-1&x=1");
    const byCase = await master("OLENA", { lang: "uk" }).catch((response) => response);
    expect(byCase.headers.get("Location")).toBe("/masters/olena");
  });

  it("shows a master's page in the page's language with the country named in it", async () => {
    const page = await master("olena");
    expect(page.master.fullName).toBe("Олена Коваль");
    expect(page.master.isListed).toBe(true);
    expect(page.countryName).toBe("Ukraine");
    expect(page.contacts).toBeNull();
    expect(page.video).toBeNull();
    expect((await master("olena", { lang: "uk" })).countryName).toBe("Україна");
  });

  it("keeps an unlisted master's page reachable (the page marks it noindex)", async () => {
    const page = await master("hidden");
    expect(page.master.isListed).toBe(false);
    expect(page.master.fullName).toBe("Unlisted Person");
  });

  it("shows the owner their contact details and does not count their own views", async () => {
    const id = fixture.master.chloe as number;
    const before = await views(id);
    const own = await master("chloe", { viewer: id });
    expect(own.contacts).toEqual({ email: "chloe@example.test", phone: expect.any(String) });
    expect(await views(id)).toBe(before);
    // Someone else's visit counts once a day.
    const stranger = fixture.master.olena as number;
    expect((await master("chloe", { viewer: stranger })).contacts).toBeNull();
    expect(await views(id)).toBe((before ?? 0) + 1);
    await master("chloe", { viewer: stranger });
    expect(await views(id)).toBe((before ?? 0) + 1);
  });

  it("gives the owner their tabs: each tab reads only its own data, tab-1 when none or unknown", async () => {
    const id = fixture.master.olena as number;
    const profile = await master("olena", { viewer: id });
    expect(profile.owner).toMatchObject({ tab: "tab-1", lessons: null, purchased: null, balance: null });
    for (const query of ["?tab=tab-9", "?tab=", "?tab=TAB-2"])
      expect((await master("olena", { viewer: id, query }))?.owner?.tab, query).toBe("tab-1");

    const lessons = (await master("olena", { viewer: id, query: "?tab=tab-2" })).owner;
    expect(lessons?.tab).toBe("tab-2");
    const titles = lessons?.lessons?.map((lesson) => lesson.title) ?? [];
    expect(titles).toContain("Манікюр: чернетка");
    expect(lessons?.lessons?.find((lesson) => lesson.title === "Манікюр: чернетка")?.published).toBe(false);
    expect(lessons?.lessons?.filter((lesson) => lesson.published).length).toBe(3);
    expect(lessons?.lessons?.every((lesson) => lesson.master.id === id)).toBe(true);

    const purchased = (await master("olena", { viewer: id, query: "?tab=tab-3" })).owner;
    expect(purchased).toMatchObject({ tab: "tab-3", purchased: [], lessons: null, balance: null });
    const balance = (await master("olena", { viewer: id, query: "?tab=tab-4" })).owner;
    expect(balance).toMatchObject({
      tab: "tab-4",
      balance: { balanceCents: 0, entries: [] },
      purchased: null,
    });
  });

  it("ignores ?tab= for everyone but the owner: the public page, without drafts", async () => {
    const stranger = fixture.master.chloe as number;
    for (const viewer of [null, stranger]) {
      const page = await master("olena", { viewer, query: "?tab=tab-2" });
      expect(page.owner).toBeNull();
      expect(page.contacts).toBeNull();
      expect(page.master.lessons.map((lesson) => lesson.title)).not.toContain("Манікюр: чернетка");
    }
  });

  it("shows the owner the completion prompt once per visit while something is missing", async () => {
    const id = fixture.master.hidden as number;
    const first = await masterPage("hidden", { viewer: id });
    expect(first.data.owner?.completion.listed).toBe(false);
    expect(first.data.owner?.completion.missing).toContain("personal");
    expect(first.data.owner?.showPrompt).toBe(true);
    const cookie = (new Headers(first.init?.headers).get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^office_prompt=/);
    const again = await masterPage("hidden", { viewer: id, cookie });
    expect(again.data.owner?.showPrompt).toBe(false);
    // Strangers never get it.
    const stranger = await masterPage("hidden", { viewer: fixture.master.olena as number });
    expect(stranger.data.owner).toBeNull();
    expect(stranger.init?.headers).toBeUndefined();
  });

  it("signs the introduction video's URL for the viewer", async () => {
    const [video] = await database.db
      .insert(media)
      .values({ kind: "video", storageKey: "videos/intro.mp4", mime: "video/mp4", bytes: 10 })
      .returning({ id: media.id });
    await database.db
      .update(profiles)
      .set({ videoId: video?.id })
      .where(eq(profiles.userId, fixture.master.anna_k as number));
    const page = await master("anna_k");
    expect(page.video).toMatch(/^\/media\//);
  });

  it("lists listed masters with the countries present, named in the page's language", async () => {
    const page = await list("?ordering=teacher");
    const results = page.page.results ?? expect.unreachable("cards kept out of a data request");
    const usernames = results.map((card) => card.username);
    expect(usernames).not.toContain("hidden");
    expect(usernames).not.toContain("sleeping");
    expect(usernames[0]).toBe("olena");
    expect(page.countries.map((country) => country.code).sort()).toEqual(["FR", "PL", "UA"]);
    expect(page.countries.find((country) => country.code === "FR")?.name).toBe("France");
    expect((await list("?country=FR", "uk")).countries.find((c) => c.code === "FR")?.name).toBe("Франція");
    expect(page.filters.ordering).toBe("teacher");
    // Only what a card draws goes to the browser: no long description, no brands' websites.
    expect(results[0]).not.toHaveProperty("shortDescription");
    expect(results.flatMap((card) => card.brands).every((brand) => !("website" in brand))).toBe(true);
  });

  it("sends a page past the end to the last page, keeping the filters", async () => {
    const response = await list("?ordering=master&country=UA&page=9").catch((error) => error);
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get("Location")).toBe("/en/masters?ordering=master&country=UA");
    // An empty result is a page, not a redirect.
    const empty = await list("?q=zzzz-nobody&page=3");
    expect(empty.page.count).toBe(0);
  });

  it("gives the main page its featured lessons and masters and the newest lessons", async () => {
    const home = await homeLoader({
      request: new Request(`${ORIGIN}/en`),
      params: { lang: "en" },
      context: await context(null),
    } as unknown as Parameters<typeof homeLoader>[0]);
    // Asked as a client-side navigation asks (a data request), the cards come with the data.
    const masters = home.featuredMasters ?? expect.unreachable("featured masters kept out");
    const lessons = home.featuredLessons ?? expect.unreachable("featured lessons kept out");
    const newest = home.newestLessons ?? expect.unreachable("newest lessons kept out");
    expect(masters.map((card) => card.username)[0]).toBe("olena");
    expect(masters.map((card) => card.username)).not.toContain("hidden");
    expect(masters.length).toBeLessThanOrEqual(4);
    expect(lessons.length).toBeGreaterThan(0);
    expect(newest.length).toBeGreaterThan(0);
    const ids = newest.map((lesson) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(home.countryNames.UA).toBe("Ukraine");
    expect(masters[0]).not.toHaveProperty("shortDescription");
    expect(Object.keys(newest[0]?.master ?? {})).toEqual(["username", "fullName"]);
  });

  it("keeps the main page's cards and categories out of a document's data, for the server's render only", async () => {
    const documentContext = await context(null);
    documentContext.set(documentRequestContext, true);
    const home = await homeLoader({
      request: new Request(`${ORIGIN}/en`),
      params: { lang: "en" },
      context: documentContext,
    } as unknown as Parameters<typeof homeLoader>[0]);
    expect([home.featuredLessons, home.featuredMasters, home.newestLessons, home.categories]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const drawn = documentContext.get(serverDrawnContext) ?? new Map();
    expect((drawn.get("featured-masters") as { username: string }[])[0]?.username).toBe("olena");
    expect((drawn.get("home-categories") as unknown[]).length).toBeGreaterThan(0);
    // The hero's four tiles are drawn by the browser too: their few fields stay in the data.
    expect(home.heroCategories.length).toBeGreaterThan(0);
    expect(Object.keys(home.heroCategories[0] ?? {})).toEqual(["id", "title", "icon"]);
  });

  it("sends the purchased tab only what its cards draw, with each purchase's progress and refund", async () => {
    const buyer = fixture.master.maria as number;
    await topUp(database.db, buyer, 100_00);
    const bought = await purchaseLesson(database.db, {
      buyer: { id: buyer },
      lessonId: fixture.lesson.eclat as number,
      commissionPercent: 20,
    });
    expect(bought.status).toBe("purchased");
    const [card] = (await master("maria", { viewer: buyer, query: "?tab=tab-3" })).owner?.purchased ?? [];
    expect(card?.id).toBe(fixture.lesson.eclat);
    // A lesson card's fields (card-views.ts): no master's avatar or id, no category ids.
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        ...["id", "slug", "title", "priceCents", "level", "views", "rating", "reviewCount", "poster"],
        ...["subtitles", "language", "textLanguage", "category", "subCategory", "master"],
        ...["progress", "refund"],
      ].sort(),
    );
    expect(Object.keys(card?.master ?? {})).toEqual(["username", "fullName"]);
    expect(card?.progress).toEqual({ started: false, percent: 0, completed: false });
    expect(card?.refund?.priceCents).toBeGreaterThan(0);
  });
});
