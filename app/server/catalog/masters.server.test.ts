import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSrc } from "~/catalog/image-urls";
import type { ImageRef } from "~/catalog/types";
import { type MasterFilters, parseMasterFilters } from "~/forms/catalog-filters";
import { testDatabases } from "../../../tests/databases";
import { type CatalogFixture, seedCatalogFixture } from "../../../tests/support/catalog-fixture";
import { clearDatabaseCaches } from "../content/ttl-cache";
import {
  brands,
  certificates,
  lessonBrands,
  media,
  photos,
  portfolioItems,
  professionalActivities,
  profiles,
  users,
} from "../db/schema";
import {
  cachedLessonFilterOptions,
  cachedMasterFilterOptions,
  lessonFilterOptions,
  masterFilterOptions,
} from "./filter-options.server";
import { cachedMaster, featuredMasters, getMaster, listMasters } from "./masters.server";

const filters = (query = ""): MasterFilters => parseMasterFilters(new URLSearchParams(query));

describe.each(testDatabases())("masters catalog on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let fixture: CatalogFixture;
  beforeAll(async () => {
    database = await engine.open();
    fixture = await seedCatalogFixture(database.db);
  });
  afterAll(() => database.dispose());

  const usernames = async (query: string) =>
    (await listMasters(database.db, "en", filters(query))).results.map((master) => master.username);

  it("lists only active, listed masters, teachers first by default", async () => {
    const page = await listMasters(database.db, "en", filters());
    expect(page.count).toBe(4);
    expect(page.pageCount).toBe(1);
    // Teachers (olena 4.9, anna_k 3), then the others (chloe 4.9 with 20 reviews, maria 0).
    expect(page.results.map((master) => master.username)).toEqual(["olena", "anna_k", "chloe", "maria"]);
    expect(await usernames("ordering=teacher")).toEqual(["olena", "anna_k", "chloe", "maria"]);
  });

  it("puts masters who are not teachers first with ordering=master", async () => {
    expect(await usernames("ordering=master")).toEqual(["chloe", "maria", "olena", "anna_k"]);
  });

  it("breaks equal ratings by review count, then by id", async () => {
    await database.db
      .update(profiles)
      .set({ isTeacher: true })
      .where(
        // chloe becomes a teacher: 4.9 with 20 reviews comes before olena's 4.9 with 10.
        eq(profiles.userId, fixture.master.chloe as number),
      );
    try {
      expect(await usernames("")).toEqual(["chloe", "olena", "anna_k", "maria"]);
    } finally {
      await database.db
        .update(profiles)
        .set({ isTeacher: false })
        .where(eq(profiles.userId, fixture.master.chloe as number));
    }
  });

  it("searches name and nickname without regard to case or accents", async () => {
    expect(await usernames("q=олена")).toEqual(["olena"]);
    expect(await usernames("q=КОВАЛЬ")).toEqual(["olena"]);
    expect(await usernames("q=chloe")).toEqual(["chloe"]);
    expect(await usernames("q=DUBOIS")).toEqual(["chloe"]);
    expect(await usernames("q=anna_k")).toEqual(["anna_k"]);
    expect(await usernames("q=person")).toEqual([]);
  });

  it("filters by specialization (profile or skill), level, country and city", async () => {
    expect(await usernames(`subcategory=${fixture.sub.a1}`)).toEqual(["olena"]);
    // olena has b1 as a skill, anna_k as her specialization.
    expect(await usernames(`subcategory=${fixture.sub.b1}`)).toEqual(["olena", "anna_k"]);
    // chloe's specialization, anna_k's skill.
    expect(await usernames(`subcategory=${fixture.sub.a2}`)).toEqual(["anna_k", "chloe"]);
    // A category: its specializations as profile or skill (the menus' category links).
    expect((await usernames(`category=${fixture.categoryA}`)).sort()).toEqual(["anna_k", "chloe", "olena"]);
    expect((await usernames(`category=${fixture.categoryB}`)).sort()).toEqual(["anna_k", "olena"]);
    expect(await usernames(`category=${fixture.categoryB}&subcategory=${fixture.sub.a2}`)).toEqual([
      "anna_k",
    ]);
    expect(await usernames("level=3")).toEqual(["anna_k", "chloe"]);
    expect(await usernames("level=6")).toEqual([]);
    expect(await usernames("country=ua")).toEqual(["olena", "maria"]);
    expect(await usernames("country=FR")).toEqual(["chloe"]);
    // The stored name without case (olena's is stored as typed), or a stored city the name means in any
    // language: maria's "kyiv" is the data set's Kyiv, which КИЇВ, Kiew and Kijów name too.
    expect(await usernames("city=КИЇВ")).toEqual(["olena", "maria"]);
    expect(await usernames("city=Kyiv")).toEqual(["maria"]);
    for (const name of ["Kiew", "Kijów", "Киев"])
      expect(await usernames(`city=${name}`), name).toEqual(["maria"]);
    expect(await usernames("city=Krakau")).toEqual(["anna_k"]);
    expect(await usernames("city=Kiew&country=PL")).toEqual([]);
    expect(await usernames("city=kraków")).toEqual(["anna_k"]);
  });

  it("combines the filters and pages past the end", async () => {
    expect(await usernames(`subcategory=${fixture.sub.a2}&level=3&country=PL&city=Kraków&q=anna`)).toEqual([
      "anna_k",
    ]);
    expect(await usernames(`subcategory=${fixture.sub.a2}&level=3&country=FR&q=anna`)).toEqual([]);
    expect(await usernames("ordering=master&country=UA")).toEqual(["maria", "olena"]);
    const beyond = await listMasters(database.db, "en", filters("page=2"));
    expect(beyond).toEqual({ count: 4, page: 2, pageCount: 1, results: [] });
  });

  it("gives cards with skills (specialization first) and selected brands", async () => {
    const [olena] = (await listMasters(database.db, "uk", filters("q=olena"))).results;
    expect(olena).toMatchObject({
      id: fixture.master.olena,
      username: "olena",
      fullName: "Олена Коваль",
      country: "UA",
      city: "Київ",
      cityName: "Київ",
      shortDescription: "About Олена Коваль",
      isTeacher: true,
      qualificationLevel: 5,
      rating: 4.9,
      reviewCount: 10,
      views: 0,
    });
    expect(olena?.avatar?.widths).toContain(800);
    expect(olena?.skills.map((skill) => [skill.subCategoryId, skill.level])).toEqual([
      [fixture.sub.a1, 5],
      [fixture.sub.b1, 2],
    ]);
    for (const skill of olena?.skills ?? []) expect(skill.title).toBeTruthy();
    expect(olena?.brands.map((brand) => brand.id).sort()).toEqual(
      [fixture.brand.x.id, fixture.brand.y.id].sort(),
    );

    const [chloe] = (await listMasters(database.db, "en", filters("q=chloe"))).results;
    expect(chloe?.skills).toEqual([
      { subCategoryId: fixture.sub.a2, title: expect.any(String), level: null },
    ]);
    expect(chloe?.brands.map((brand) => brand.id)).toEqual([fixture.brand.z.id]);
    const [maria] = (await listMasters(database.db, "en", filters("q=maria"))).results;
    expect(maria).toMatchObject({ skills: [], brands: [], avatar: null, qualificationLevel: null });
  });

  it("features teachers and the best rated first", async () => {
    expect((await featuredMasters(database.db, "en", 3)).map((master) => master.username)).toEqual([
      "olena",
      "anna_k",
      "chloe",
    ]);
  });

  it("finds a master by username in any case or by id, active users only, listed or not", async () => {
    const olenaId = fixture.master.olena as number;
    const byName = await getMaster(database.db, "en", "OLENA");
    expect(byName?.id).toBe(olenaId);
    expect((await getMaster(database.db, "en", String(olenaId)))?.username).toBe("olena");
    expect((await getMaster(database.db, "en", "hidden"))?.isListed).toBe(false);
    expect(byName?.isListed).toBe(true);
    expect(await getMaster(database.db, "en", "sleeping")).toBeNull();
    expect(await getMaster(database.db, "en", "nobody")).toBeNull();
    expect(await getMaster(database.db, "en", "99999999999")).toBeNull();
  });

  it("keeps a master's page data a few seconds per locale and address, until a change empties the caches", async () => {
    clearDatabaseCaches();
    const userId = fixture.master.olena as number;
    const first = await cachedMaster(database.db, "en", "olena");
    expect(await cachedMaster(database.db, "en", "olena")).toBe(first);
    expect(await cachedMaster(database.db, "de", "olena")).not.toBe(first);
    // Changed behind the app's back: the app's own changes empty the caches.
    const [before] = await database.db
      .select({ text: profiles.shortDescription })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    await database.db
      .update(profiles)
      .set({ shortDescription: "Changed" })
      .where(eq(profiles.userId, userId));
    try {
      expect((await cachedMaster(database.db, "en", "olena"))?.shortDescription).toBe(
        first?.shortDescription,
      );
      clearDatabaseCaches();
      expect((await cachedMaster(database.db, "en", "olena"))?.shortDescription).toBe("Changed");
    } finally {
      await database.db
        .update(profiles)
        .set({ shortDescription: before?.text ?? "" })
        .where(eq(profiles.userId, userId));
      clearDatabaseCaches();
    }
  });

  it("gives a master's page: activities, portfolio, certificates, lessons and their brands", async () => {
    const userId = fixture.master.olena as number;
    await database.db.insert(professionalActivities).values([
      { userId, kind: "coaching", position: "Coach", year: 2019 },
      { userId, kind: "judging", event: "Nail Cup", year: 2023 },
      { userId, kind: "publication", organisation: "Beauty Weekly", year: null },
    ]);
    const [item] = await database.db
      .insert(portfolioItems)
      .values({ userId, categoryId: fixture.categoryA, subCategoryId: fixture.sub.a1 })
      .returning({ id: portfolioItems.id });
    const [certificate] = await database.db
      .insert(certificates)
      .values({ userId, categoryId: fixture.categoryA })
      .returning({ id: certificates.id });
    const [second] = await database.db
      .insert(media)
      .values({
        kind: "image",
        storageKey: "images/00000000-0000-4000-8000-000000000002",
        mime: "image/webp",
        bytes: 1,
        width: 1200,
        height: 900,
        variants: [480, 1200],
      })
      .returning({ id: media.id });
    await database.db.insert(photos).values([
      { portfolioItemId: item?.id, mediaId: second?.id as number, position: 1 },
      { portfolioItemId: item?.id, mediaId: fixture.imageId, position: 0 },
      { certificateId: certificate?.id, mediaId: fixture.imageId, position: 0 },
    ]);
    await database.db
      .update(profiles)
      .set({ instagramUrl: "https://instagram.com/olena", videoId: fixture.imageId })
      .where(eq(profiles.userId, userId));

    const master = await getMaster(database.db, "de", "olena");
    expect(master?.activities.map((activity) => activity.kind)).toEqual([
      "judging",
      "coaching",
      "publication",
    ]);
    expect(master?.category?.id).toBe(fixture.categoryA);
    expect(master?.specialization?.id).toBe(fixture.sub.a1);
    expect(master?.specialization?.title).toBe(master?.skills[0]?.title);
    expect(master?.socials).toEqual({
      instagram: "https://instagram.com/olena",
      facebook: "",
      tiktok: "",
      youtube: "",
      website: "",
    });
    expect(master?.videoId).toBe(fixture.imageId);
    expect(master?.portfolio).toHaveLength(1);
    expect(master?.portfolio[0]?.subCategory?.id).toBe(fixture.sub.a1);
    expect(master?.portfolio[0]?.photos.map((photo) => photo.full)).toEqual([
      "/media/images/00000000-0000-4000-8000-000000000001/800.webp",
      "/media/images/00000000-0000-4000-8000-000000000002/1200.webp",
    ]);
    expect(imageSrc(master?.portfolio[0]?.photos[1]?.image as ImageRef)).toBe(
      "/media/images/00000000-0000-4000-8000-000000000002/480.webp",
    );
    expect(master?.certificates).toHaveLength(1);
    expect(master?.certificates[0]?.subCategory).toBeNull();
    expect(master?.certificates[0]?.photos).toHaveLength(1);
    expect(master?.lessons.map((lesson) => lesson.slug).sort()).toEqual([
      "gel-basics",
      "manicure-caps",
      "manicure-uk",
    ]);
    // x from manicure-uk and manicure-caps (the draft's x counts once anyway); gel-basics has none.
    expect(master?.lessonBrands.map((brand) => brand.id)).toEqual([fixture.brand.x.id]);

    const empty = await getMaster(database.db, "en", "maria");
    expect(empty).toMatchObject({
      activities: [],
      portfolio: [],
      certificates: [],
      category: null,
      specialization: null,
    });
  });

  it("gives a user without a profile row as an unlisted master", async () => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: "new@example.test",
        username: "newcomer",
        fullName: "New Comer",
        passwordHash: "x",
        isActive: true,
      })
      .returning({ id: users.id });
    const master = await getMaster(database.db, "en", "newcomer");
    expect(master).toMatchObject({
      id: row?.id,
      isListed: false,
      isTeacher: false,
      rating: 0,
      views: 0,
      skills: [],
    });
  });

  it("offers the filter options of both lists", async () => {
    // A brand used only by a draft is not offered.
    const [draftOnly] = await database.db
      .select({ id: brands.id })
      .from(brands)
      .orderBy(asc(brands.id))
      .offset(3)
      .limit(1);
    await database.db
      .insert(lessonBrands)
      .values({ lessonId: fixture.lesson.draft as number, brandId: draftOnly?.id as number });
    const lessonOptions = await lessonFilterOptions(database.db, "uk");
    expect(lessonOptions.categories.length).toBeGreaterThanOrEqual(8);
    expect(lessonOptions.categories[0]?.id).toBe(fixture.categoryA);
    expect(lessonOptions.categories[0]?.subCategories.map((sub) => sub.id).slice(0, 2)).toEqual([
      fixture.sub.a1,
      fixture.sub.a2,
    ]);
    // Only brands of published lessons (x, y, z all are).
    expect(lessonOptions.brands.map((brand) => brand.id).sort()).toEqual(
      [fixture.brand.x.id, fixture.brand.y.id, fixture.brand.z.id].sort(),
    );
    // A name to choose and nothing more: the list's page data carries every option.
    expect(Object.keys(lessonOptions.brands[0] ?? {})).toEqual(["id", "name"]);
    const masterOptions = await masterFilterOptions(database.db, "en");
    expect(masterOptions.countries).toEqual(["FR", "PL", "UA"]);
    expect(masterOptions.cities).toEqual(["Kraków", "kyiv", "Paris", "Київ"]);
    // In the page's language: the data set's Kraków and Paris are Краків and Париж in Ukrainian.
    expect((await masterFilterOptions(database.db, "uk")).cities).toEqual([
      "Київ",
      "Краків",
      "Париж",
      "kyiv",
    ]);
    expect(masterOptions.categories).toHaveLength(lessonOptions.categories.length);
  });

  it("caches the filter options per database and locale until a change empties the cache", async () => {
    clearDatabaseCaches();
    const before = await cachedLessonFilterOptions(database.db, "en");
    expect(await cachedLessonFilterOptions(database.db, "en")).toBe(before);
    expect(await cachedLessonFilterOptions(database.db, "de")).not.toBe(before);
    const other = await engine.open();
    try {
      // Another database (an empty one) never gets this one's options.
      expect((await cachedLessonFilterOptions(other.db, "en")).brands).toEqual([]);
      expect((await cachedMasterFilterOptions(other.db, "en")).cities).toEqual([]);
    } finally {
      await other.dispose();
    }
    clearDatabaseCaches();
    const after = await cachedLessonFilterOptions(database.db, "en");
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });
});
