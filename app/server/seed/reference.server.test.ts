import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { testDatabases } from "../../../tests/databases";
import {
  loadCategories,
  loadContactDetails,
  loadFooter,
  loadPage,
  loadPageNames,
} from "../content/site-content.server";
import { brands, categories } from "../db/schema";
import { seedReferenceContent } from "./reference.server";

const PAGE_SLUGS = [
  "about",
  "qualification-training",
  "contact",
  "become-teacher",
  "lessons",
  "masters",
  "public-offer",
];

describe.each(testDatabases())("reference seed on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
  });
  afterAll(() => database.dispose());

  it("is idempotent", async () => {
    const before = await database.db.select().from(categories);
    await seedReferenceContent(database.db);
    expect(await database.db.select().from(categories)).toEqual(before);
  });

  it.each(LOCALES)("has at least 8 categories with 3–6 sub-categories, all titled in %s", async (locale) => {
    const list = await loadCategories(database.db, locale);
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const category of list) {
      expect(category.title.trim()).not.toBe("");
      expect(category.icon).toMatch(/^[a-z-]+$/);
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(category.subCategories.length).toBeLessThanOrEqual(6);
      for (const sub of category.subCategories) expect(sub.title.trim()).not.toBe("");
    }
  });

  it.each(LOCALES)("has every page with a name and real body text in %s", async (locale) => {
    const names = await loadPageNames(database.db, locale);
    expect(names.map((page) => page.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    for (const slug of PAGE_SLUGS) {
      const page = await loadPage(database.db, slug, locale);
      expect(page?.name.trim(), slug).toBeTruthy();
      expect(page?.body.split(/\s+/).length, slug).toBeGreaterThan(40);
    }
    const details = await loadContactDetails(database.db, locale);
    expect(details?.address.trim()).toBeTruthy();
  });

  it("translates titles rather than copying them", async () => {
    const [uk, de] = await Promise.all([
      loadCategories(database.db, "uk"),
      loadCategories(database.db, "de"),
    ]);
    expect(uk[0]?.title).not.toBe(de[0]?.title);
  });

  it("has footer links and a list of brands", async () => {
    const footer = await loadFooter(database.db);
    expect(footer?.instagramUrl).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect((await database.db.select().from(brands)).length).toBeGreaterThanOrEqual(20);
  });
});
