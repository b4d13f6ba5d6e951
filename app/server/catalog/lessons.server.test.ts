import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LESSON_ORDERINGS,
  type LessonFilters,
  type LessonOrdering,
  parseLessonFilters,
} from "~/forms/catalog-filters";
import { testDatabases } from "../../../tests/databases";
import {
  type CatalogFixture,
  LESSONS,
  type LessonSpec,
  seedCatalogFixture,
} from "../../../tests/support/catalog-fixture";
import { findUserByUsername } from "../auth/users.server";
import { lessonIdBySlug } from "../commerce/reviews.server";
import { clearDatabaseCaches } from "../content/ttl-cache";
import { lessons, reviews, users } from "../db/schema";
import { featuredLessons, getLesson, lessonsOfMaster, listLessons, newestLessons } from "./lessons.server";
import { getMaster } from "./masters.server";

const filters = (query = ""): LessonFilters => parseLessonFilters(new URLSearchParams(query));

const published = LESSONS.filter((lesson) => lesson.publishedAt !== null);
const indexOf = (lesson: LessonSpec) => LESSONS.indexOf(lesson);
const time = (lesson: LessonSpec) => Date.parse(lesson.publishedAt ?? "");

/** The order each ordering must give, written out independently of the SQL (id = fixture order). */
const EXPECTED_ORDER: Record<LessonOrdering, (a: LessonSpec, b: LessonSpec) => number> = {
  level: (a, b) => a.level - b.level || time(b) - time(a) || indexOf(b) - indexOf(a),
  newest: (a, b) => time(b) - time(a) || indexOf(b) - indexOf(a),
  views: (a, b) => b.views - a.views || indexOf(b) - indexOf(a),
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || indexOf(b) - indexOf(a),
  price: (a, b) => a.priceCents - b.priceCents || indexOf(a) - indexOf(b),
  "-price": (a, b) => b.priceCents - a.priceCents || indexOf(b) - indexOf(a),
};

describe.each(testDatabases())("lessons catalog on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
  });
  afterAll(() => database.dispose());

  const slugs = async (query: string, locale: "en" | "uk" = "en") =>
    (await listLessons(database.db, locale, filters(query))).results.map((lesson) => lesson.slug);

  async function allPages(query: string) {
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await slugs(`${query}&page=${page}`)));
    return all;
  }

  it("counts only published lessons and pages them by 12", async () => {
    const first = await listLessons(database.db, "en", filters());
    expect(first.count).toBe(published.length);
    expect(first.count).toBe(20);
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(2);
    expect(first.results).toHaveLength(12);
    const second = await listLessons(database.db, "en", filters("page=2"));
    expect(second.results).toHaveLength(8);
    expect(second.count).toBe(20);
    const beyond = await listLessons(database.db, "en", filters("page=3"));
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(20);
    expect(beyond.page).toBe(3);
    expect(new Set([...first.results, ...second.results].map((lesson) => lesson.slug)).size).toBe(20);
    expect(await allPages("")).not.toContain("draft");
  });

  it("keeps a list's count a few seconds, whatever its page or order, until a change empties the caches", async () => {
    clearDatabaseCaches();
    const before = (await listLessons(database.db, "en", filters())).count;
    // A lesson unpublished behind the app's back: the app's own changes empty the caches.
    const [one] = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.published, true))
      .limit(1);
    const id = one?.id ?? 0;
    await database.db.update(lessons).set({ published: false }).where(eq(lessons.id, id));
    try {
      expect((await listLessons(database.db, "en", filters("page=2&ordering=newest"))).count).toBe(before);
      clearDatabaseCaches();
      expect((await listLessons(database.db, "en", filters())).count).toBe(before - 1);
    } finally {
      await database.db.update(lessons).set({ published: true }).where(eq(lessons.id, id));
      clearDatabaseCaches();
    }
  });

  it.each(LESSON_ORDERINGS)("orders by %s across pages, ending in the id", async (ordering) => {
    const expected = [...published].sort(EXPECTED_ORDER[ordering]).map((lesson) => lesson.key);
    expect(await allPages(`ordering=${ordering}`)).toEqual(expected);
  });

  it("orders by difficulty by default, lessons without a level first", async () => {
    const result = await listLessons(database.db, "en", filters());
    expect(result.results.map((lesson) => lesson.level).slice(0, 4)).toEqual([
      "none",
      "none",
      "none",
      "none",
    ]);
    expect(await slugs("")).toEqual(await slugs("ordering=level"));
  });

  it("breaks rating ties by review count, then by id", async () => {
    // gel-basics 4.5 (20), then manicure-caps and manicure-uk 4.5 (10): the later id first.
    const order = await slugs("ordering=rating");
    expect(order.slice(0, 4)).toEqual(["eclat", "gel-basics", "manicure-caps", "manicure-uk"]);
  });

  it("searches titles without regard to case or accents, in Cyrillic and Latin", async () => {
    expect(await slugs("q=манікюр&ordering=newest")).toEqual(["manicure-caps", "manicure-uk"]);
    expect(await slugs("q=МАНІКЮР&ordering=newest")).toEqual(["manicure-caps", "manicure-uk"]);
    expect(await slugs("q=eclat")).toEqual(["eclat"]);
    expect(await slugs("q=ÉCLAT")).toEqual(["eclat"]);
    expect(await slugs("q=manicure")).toEqual(["manicure-en"]);
    expect(await slugs("q=  gel  POLISH ")).toEqual(["gel-basics"]);
    expect(await slugs("q=nothing-like-this")).toEqual([]);
  });

  it("finds a title with ł however it is typed, also when stored folded the old way (issue 14)", async () => {
    const eclat = eq(lessons.slug, "eclat");
    const [before] = await database.db.select({ searchText: lessons.searchText }).from(lessons).where(eclat);
    // Stored as foldForSearch left it before: ł kept. Migration 0009 folds it again.
    await database.db.update(lessons).set({ searchText: "rytuał straße" }).where(eclat);
    const migration = readFileSync("drizzle/0009_refold_search_text.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      await database.db.execute(sql.raw(statement));
    }
    expect(await slugs("q=rytual")).toEqual(["eclat"]);
    expect(await slugs("q=Rytuał")).toEqual(["eclat"]);
    expect(await slugs("q=STRASSE")).toEqual(["eclat"]);
    await database.db.update(lessons).set({ searchText: before?.searchText }).where(eclat);
  });

  it("takes LIKE wildcards in a query literally", async () => {
    expect(await slugs("q=50%25")).toEqual(["brows"]);
    expect(await slugs("q=%25")).toEqual(["brows"]);
    expect(await slugs("q=_")).toEqual([]);
  });

  it("filters by category, sub-category, level, price, brand", async () => {
    const keys = (predicate: (lesson: LessonSpec) => boolean) =>
      published
        .filter(predicate)
        .sort(EXPECTED_ORDER.newest)
        .map((lesson) => lesson.key);
    expect(await slugs(`category=${fixture.categoryA}&ordering=newest`)).toEqual(keys((l) => l.sub !== "b1"));
    expect(await slugs(`subcategory=${fixture.sub.a1}&ordering=newest`)).toEqual(keys((l) => l.sub === "a1"));
    expect(await slugs("level=advanced&ordering=newest")).toEqual(keys((l) => l.level === 3));
    expect(await slugs("level=beginner&ordering=newest")).toEqual(keys((l) => l.level === 1));
    expect(await slugs("price_min=29&price_max=49&ordering=newest")).toEqual(
      keys((l) => l.priceCents >= 2900 && l.priceCents <= 4900),
    );
    expect(await slugs("price_max=0")).toEqual(["gel-basics"]);
    expect(await slugs("price_min=99")).toEqual(["manicure-en"]);
    expect(await slugs(`brand=${fixture.brand.x.id}&ordering=newest`)).toEqual([
      "manicure-caps",
      "eclat",
      "manicure-uk",
    ]);
    expect(await slugs(`brand=${fixture.brand.z.id}`)).toEqual(["brows"]);
  });

  it("combines every filter", async () => {
    const base = `subcategory=${fixture.sub.a1}&level=beginner&price_min=20&price_max=30&brand=${fixture.brand.x.id}`;
    expect(await slugs(`${base}&q=манікюр`)).toEqual(["manicure-uk"]);
    expect(await slugs(`${base}&q=манікюр&category=${fixture.categoryA}`)).toEqual(["manicure-uk"]);
    expect(await slugs(`${base}&q=манікюр&category=${fixture.categoryB}`)).toEqual([]);
    expect(await slugs(`${base}&q=eclat`)).toEqual([]);
    expect(await slugs(`subcategory=${fixture.sub.a1}&brand=${fixture.brand.y.id}&ordering=-price`)).toEqual([
      "manicure-en",
      "eclat",
    ]);
    const result = await listLessons(database.db, "en", filters(`${base}&page=2`));
    expect(result).toEqual({ count: 1, page: 2, pageCount: 1, results: [] });
  });

  it("gives cards with titles in the requested language, master, poster and avatar", async () => {
    const [uk] = (await listLessons(database.db, "uk", filters("q=eclat"))).results;
    const [de] = (await listLessons(database.db, "de", filters("q=eclat"))).results;
    expect(uk?.category?.id).toBe(fixture.categoryA);
    expect(uk?.subCategory?.id).toBe(fixture.sub.a1);
    expect(uk?.subCategory?.title).toBeTruthy();
    expect(uk?.subCategory?.title).not.toBe(de?.subCategory?.title);
    expect(uk).toMatchObject({
      slug: "eclat",
      title: "Éclat des ongles",
      priceCents: 4900,
      level: "advanced",
      views: 50,
      rating: 5,
      reviewCount: 2,
      master: { id: fixture.master.chloe, username: "chloe", fullName: "Chloé Dubois", avatar: null },
    });
    expect(uk?.poster).toEqual({
      key: "images/00000000-0000-4000-8000-000000000001",
      widths: [320, 640, 800],
      width: 800,
      height: 1000,
    });
    const [olenas] = (await listLessons(database.db, "en", filters("q=початківців"))).results;
    expect(olenas?.poster).toBeNull();
    expect(olenas?.master.avatar?.width).toBe(800);
  });

  it("gives a lesson's detail, drafts too, with brands, master summary and the last reviews", async () => {
    const buyers = await database.db
      .insert(users)
      .values(
        Array.from({ length: 22 }, (_, n) => ({
          email: `buyer${n}@example.test`,
          username: `buyer${n}`,
          fullName: `Buyer ${n}`,
          passwordHash: "x",
          isActive: true,
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(reviews).values(
      buyers.map((buyer, n) => ({
        lessonId: fixture.lesson.eclat as number,
        userId: buyer.id,
        rating: (n % 5) + 1,
        text: `Review ${n}`,
        createdAt: new Date(Date.UTC(2024, 5, 1 + n)),
      })),
    );
    const lesson = await getLesson(database.db, "en", "eclat");
    expect(lesson).toMatchObject({
      id: fixture.lesson.eclat,
      slug: "eclat",
      about: "About Éclat des ongles",
      published: true,
      publishedAt: LESSONS[1]?.publishedAt,
      trailerId: null,
      fullVideoId: null,
      tipsVideoId: null,
      master: {
        username: "chloe",
        country: "FR",
        city: "Paris",
        shortDescription: "About Chloé Dubois",
        isTeacher: false,
        qualificationLevel: 3,
        rating: 4.9,
        reviewCount: 20,
        views: 0,
      },
    });
    expect(lesson?.brands.map((brand) => brand.id).sort()).toEqual(
      [fixture.brand.x.id, fixture.brand.y.id].sort(),
    );
    expect(lesson?.reviews).toHaveLength(20);
    expect(lesson?.reviews[0]).toMatchObject({
      text: "Review 21",
      rating: 2,
      author: { username: "buyer21" },
    });
    expect(lesson?.reviews.at(-1)?.text).toBe("Review 2");

    const draft = await getLesson(database.db, "en", "draft");
    expect(draft).toMatchObject({ published: false, publishedAt: null, reviews: [] });
    expect(await getLesson(database.db, "en", "no-such-lesson")).toBeNull();
    // Issue 14: PostgreSQL refused the NUL with an error (a 500), where this is simply no lesson.
    expect(await getLesson(database.db, "en", "eclat\u0000")).toBeNull();
    expect(await getMaster(database.db, "en", "abc\u0000")).toBeNull();
    expect(await findUserByUsername(database.db, "abc\u0000")).toBeNull();
    expect(await lessonIdBySlug(database.db, "eclat\u0000")).toBeNull();
    expect(await slugs("q=ecl%00at")).toEqual([]);
  });

  it("lists the newest, the featured and a master's lessons", async () => {
    expect((await newestLessons(database.db, "en", 3)).map((l) => l.slug)).toEqual([
      "manicure-caps",
      "manicure-en",
      "brows",
    ]);
    // Reviewed lessons by rating (then review count, id), then the most viewed of the rest.
    expect((await featuredLessons(database.db, "en", 7)).map((l) => l.slug)).toEqual([
      "eclat",
      "gel-basics",
      "manicure-caps",
      "manicure-uk",
      "manicure-en",
      "filler-13",
      "filler-12",
    ]);
    expect((await featuredLessons(database.db, "en", 2)).map((l) => l.slug)).toEqual(["eclat", "gel-basics"]);
    const olena = fixture.master.olena as number;
    expect((await lessonsOfMaster(database.db, "en", olena)).map((l) => l.slug).sort()).toEqual([
      "gel-basics",
      "manicure-caps",
      "manicure-uk",
    ]);
    expect(
      (await lessonsOfMaster(database.db, "en", olena, { includeDrafts: true })).map((l) => l.slug).sort(),
    ).toEqual(["draft", "gel-basics", "manicure-caps", "manicure-uk"]);
  });
});
