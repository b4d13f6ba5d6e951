import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLessonFilters, parseMasterFilters } from "~/forms/catalog-filters";
import { listLessons } from "~/server/catalog/lessons.server";
import { listMasters } from "~/server/catalog/masters.server";
import { foldForSearch } from "~/server/catalog/search-text";
import { testDatabases } from "../../../tests/databases";
import { lessonBrands, lessons, masterSkills, media, profiles, users } from "../db/schema";
import { seedScale } from "./scale.server";

describe.each(testDatabases())("scale seed on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let imageId: number;
  beforeAll(async () => {
    database = await engine.open();
    const [image] = await database.db
      .insert(media)
      .values({
        kind: "image",
        storageKey: "images/00000000-0000-4000-8000-0000000000aa",
        mime: "image/webp",
        bytes: 1,
        width: 640,
        height: 800,
        variants: [320, 640],
      })
      .returning({ id: media.id });
    imageId = image?.id as number;
  });
  afterAll(() => database.dispose());

  const count = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
  const all = sql<number>`count(*)::int`;

  it("adds listed masters and published lessons that the lists show", async () => {
    const result = await seedScale(database.db, { lessons: 300, masters: 60 });
    expect(result).toMatchObject({ lessons: 300, masters: 60 });
    const lessonPage = await listLessons(database.db, "en", parseLessonFilters(new URLSearchParams()));
    expect(lessonPage.count).toBe(300);
    expect(lessonPage.pageCount).toBe(25);
    const masterPage = await listMasters(database.db, "en", parseMasterFilters(new URLSearchParams()));
    expect(masterPage.count).toBe(60);
    // Reused images, folded search text, and variety in what the filters look at.
    expect(lessonPage.results[0]?.poster?.key).toContain("0000000000aa");
    expect(masterPage.results[0]?.avatar?.key).toContain("0000000000aa");
    const rows = await database.db
      .select({
        title: lessons.title,
        searchText: lessons.searchText,
        level: lessons.level,
        price: lessons.priceCents,
        sub: lessons.subCategoryId,
        posterId: lessons.posterId,
      })
      .from(lessons);
    for (const row of rows) {
      expect(row.searchText).toBe(foldForSearch(row.title));
      expect(row.posterId).toBe(imageId);
    }
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(rows.map((row) => row.sub)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.price)).size).toBeGreaterThan(50);
    expect(rows.some((row) => /[а-яіїє]/i.test(row.title))).toBe(true);
    expect(rows.some((row) => /[éèüßłñ]/i.test(row.title))).toBe(true);
    expect(await count(database.db.select({ count: all }).from(lessonBrands))).toBeGreaterThan(100);
    expect(await count(database.db.select({ count: all }).from(masterSkills))).toBeGreaterThanOrEqual(60);
    // Synthetic accounts cannot log in: no argon2 hash.
    const [user] = await database.db.select({ hash: users.passwordHash }).from(users).limit(1);
    expect(user?.hash.startsWith("$argon2")).toBe(false);
  });

  it("counts what a previous run made: again adds nothing, a larger target adds the difference", async () => {
    expect(await seedScale(database.db, { lessons: 300, masters: 60 })).toMatchObject({
      lessons: 0,
      masters: 0,
    });
    expect(await seedScale(database.db, { lessons: 350, masters: 70 })).toMatchObject({
      lessons: 50,
      masters: 10,
    });
    expect(
      await count(
        database.db.select({ count: all }).from(lessons).where(like(lessons.slug, "scale-lesson-%")),
      ),
    ).toBe(350);
    expect(
      await count(
        database.db
          .select({ count: all })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.userId))
          .where(and(eq(profiles.isListed, true), like(users.username, "scale-%"))),
      ),
    ).toBe(70);
  });
});
