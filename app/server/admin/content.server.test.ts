import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { action as brandAction } from "~/routes/admin/brand";
import { action as categoryAction } from "~/routes/admin/category";
import { action as footerAction } from "~/routes/admin/footer";
import { action as pageAction } from "~/routes/admin/page";
import { action as subCategoryAction } from "~/routes/admin/sub-category";
import { testDatabases } from "../../../tests/databases";
import { routerContext } from "../../../tests/router-context";
import { makeUser } from "../../../tests/support/office";
import type { User } from "../auth/users.server";
import {
  cachedCategories,
  cachedFooter,
  cachedPageNames,
  invalidateSiteContent,
} from "../content/site-content.server";
import {
  auditLog,
  brands,
  categories,
  categoryTranslations,
  footerSections,
  pages,
  pageTranslations,
  profileBrands,
  subCategories,
  subCategoryTranslations,
} from "../db/schema";
import { seedReferenceContent } from "../seed/reference.server";
import { userContext } from "../web/current-user.server";
import { adminCategories, saveCategory } from "./content.server";
import { adminBrands, removeBrand, saveBrand } from "./content-site.server";

const ORIGIN = "http://maistry.test";

/** A form as the browser posts it. */
function post(path: string, fields: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

const titlesFor = (word: string) =>
  Object.fromEntries(LOCALES.map((locale) => [`title_${locale}`, `${word} ${locale}`]));

/** The answer of an action: a redirect Response, or `data()` with its status. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}
const errorsOf = (result: unknown) => (result as { data: { errors: Record<string, string> } }).data.errors;
const valuesOf = (result: unknown) => (result as { data: { values: Record<string, string> } }).data.values;

describe.each(testDatabases())("back-office content on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let staff: User;
  let stranger: User;
  let nails: number;

  beforeAll(async () => {
    database = await engine.open();
    await seedReferenceContent(database.db);
    staff = await makeUser(database.db, { staff: true });
    stranger = await makeUser(database.db);
    const [first] = await database.db.select().from(categories).orderBy(asc(categories.position)).limit(1);
    nails = first?.id as number;
  });
  afterAll(() => database.dispose());
  beforeEach(() => invalidateSiteContent());

  function context(user: User | null) {
    const ctx = routerContext(database, { locale: "en" });
    ctx.set(userContext, user);
    return ctx;
  }
  const audit = (subject: string) =>
    database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.subject, subject))
      .orderBy(asc(auditLog.id));
  const categoryTitles = async (id: number) =>
    Object.fromEntries(
      (
        await database.db
          .select({ locale: categoryTranslations.locale, title: categoryTranslations.title })
          .from(categoryTranslations)
          .where(eq(categoryTranslations.categoryId, id))
      ).map((row) => [row.locale, row.title]),
    );

  it("updates a category's icon, position and eight titles with its audit row; the menus show it after invalidation", async () => {
    const before = await cachedCategories(database.db, "de");
    expect(before.find((category) => category.id === nails)?.title).not.toBe("Nägel neu de");

    const result = await categoryAction({
      request: post(`/en/admin/categories/${nails}`, {
        icon: "brush",
        position: "-5",
        ...titlesFor("Nägel neu"),
      }),
      params: { id: String(nails) },
      context: context(staff),
    } as never);
    expect(statusOf(result)).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/en/admin/categories");
    expect((result as Response).headers.get("Set-Cookie")).toContain("flash=");

    const titles = await categoryTitles(nails);
    for (const locale of LOCALES) expect(titles[locale]).toBe(`Nägel neu ${locale}`);
    const [row] = await database.db.select().from(categories).where(eq(categories.id, nails));
    expect(row).toMatchObject({ icon: "brush", position: -5 });
    expect(await audit(`category:${nails}`)).toEqual([
      expect.objectContaining({ action: "category.update", staffId: staff.id }),
    ]);
    // The action invalidated the cache: the German menu has the new title, first in order.
    const menu = await cachedCategories(database.db, "de");
    expect(menu[0]).toMatchObject({ id: nails, title: "Nägel neu de", icon: "brush" });
  });

  it("refuses bad input with 400, the messages and the typed values, and changes nothing", async () => {
    const before = await categoryTitles(nails);
    const audits = (await audit(`category:${nails}`)).length;
    const fields = {
      icon: "no-such-icon",
      position: "first",
      ...titlesFor("Neu"),
      title_de: "",
      title_fr: "x".repeat(121),
    };
    const result = await categoryAction({
      request: post(`/en/admin/categories/${nails}`, fields),
      params: { id: String(nails) },
      context: context(staff),
    } as never);
    expect(statusOf(result)).toBe(400);
    expect(errorsOf(result)).toEqual({
      icon: "admin.errors.icon",
      position: "admin.errors.position",
      title_de: "admin.errors.title",
      title_fr: "admin.errors.tooLong",
    });
    expect(valuesOf(result)).toMatchObject({ position: "first", title_en: "Neu en" });
    expect(await categoryTitles(nails)).toEqual(before);
    expect(await audit(`category:${nails}`)).toHaveLength(audits);
  });

  it("writes the titles and the audit row in one transaction: when the audit fails, no title changed", async () => {
    const before = await categoryTitles(nails);
    await expect(
      saveCategory(
        database.db,
        999_999, // no such user: the audit row's foreign key fails after the titles were written
        { id: nails },
        { icon: "nail", position: 1 },
        Object.fromEntries(LOCALES.map((locale) => [locale, "Rolled back"])) as never,
      ),
    ).rejects.toThrow();
    expect(await categoryTitles(nails)).toEqual(before);
  });

  it("creates a category and a sub-category with unique keys, and refuses a taken key clearly", async () => {
    const created = await categoryAction({
      request: post("/admin/categories/new", {
        key: "Nail-Art",
        icon: "star",
        position: "50",
        ...titlesFor("Art"),
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(created)).toBe(302);
    const [row] = await database.db.select().from(categories).where(eq(categories.key, "nail-art"));
    expect(row).toMatchObject({ icon: "star", position: 50 });
    expect(await audit(`category:${row?.id}`)).toEqual([
      expect.objectContaining({ action: "category.create" }),
    ]);

    const count = (await database.db.select().from(categories)).length;
    const taken = await categoryAction({
      request: post("/admin/categories/new", {
        key: "nail-art",
        icon: "star",
        position: "1",
        ...titlesFor("Again"),
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(taken)).toBe(400);
    expect(errorsOf(taken).key).toBe("admin.errors.keyTaken");
    expect(valuesOf(taken).title_en).toBe("Again en");
    expect(await database.db.select().from(categories)).toHaveLength(count);

    const sub = await subCategoryAction({
      request: post("/admin/categories/sub/new", {
        key: "stamping",
        categoryId: String(row?.id),
        icon: "brush",
        position: "1",
        ...titlesFor("Stamping"),
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(sub)).toBe(302);
    const [subRow] = await database.db.select().from(subCategories).where(eq(subCategories.key, "stamping"));
    expect(subRow?.categoryId).toBe(row?.id);
    const subTitles = await database.db
      .select()
      .from(subCategoryTranslations)
      .where(eq(subCategoryTranslations.subCategoryId, subRow?.id as number));
    expect(subTitles).toHaveLength(8);
    expect(await audit(`sub_category:${subRow?.id}`)).toEqual([
      expect.objectContaining({ action: "sub_category.create", staffId: staff.id }),
    ]);
    const menu = await cachedCategories(database.db, "de");
    expect(menu.find((category) => category.id === row?.id)?.subCategories).toEqual([
      { id: subRow?.id, icon: "brush", title: "Stamping de" },
    ]);

    const again = await subCategoryAction({
      request: post("/admin/categories/sub/new", {
        key: "stamping",
        categoryId: String(nails),
        icon: "brush",
        position: "1",
        ...titlesFor("Twice"),
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(again)).toBe(400);
    expect(errorsOf(again).key).toBe("admin.errors.keyTaken");

    // Moving a sub-category to another category, and a parent that is not there.
    const moved = await subCategoryAction({
      request: post(`/admin/categories/sub/${subRow?.id}`, {
        categoryId: String(nails),
        icon: "nail",
        position: "2",
        ...titlesFor("Moved"),
      }),
      params: { id: String(subRow?.id) },
      context: context(staff),
    } as never);
    expect(statusOf(moved)).toBe(302);
    const [movedRow] = await database.db
      .select()
      .from(subCategories)
      .where(eq(subCategories.id, subRow?.id as number));
    expect(movedRow).toMatchObject({ categoryId: nails, icon: "nail", position: 2 });
    const orphan = await subCategoryAction({
      request: post(`/admin/categories/sub/${subRow?.id}`, {
        categoryId: "999999",
        icon: "nail",
        position: "2",
        ...titlesFor("Lost"),
      }),
      params: { id: String(subRow?.id) },
      context: context(staff),
    } as never);
    expect(statusOf(orphan)).toBe(400);
    expect(errorsOf(orphan).categoryId).toBe("admin.errors.categoryGone");
    expect(
      (await adminCategories(database.db)).find((c) => c.id === nails)?.subCategories.map((s) => s.key),
    ).toContain("stamping");
  });

  it("is a 404 for anyone but staff, and for a category that is not there", async () => {
    for (const user of [null, stranger]) {
      await expect(
        categoryAction({
          request: post(`/admin/categories/${nails}`, { icon: "nail", position: "1", ...titlesFor("Hack") }),
          params: { id: String(nails) },
          context: context(user),
        } as never),
      ).rejects.toMatchObject({ status: 404 });
    }
    await expect(
      categoryAction({
        request: post("/admin/categories/424242", { icon: "nail", position: "1", ...titlesFor("Ghost") }),
        params: { id: "424242" },
        context: context(staff),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect((await categoryTitles(nails)).en).not.toMatch(/Hack|Ghost/);
  });

  it("saves one language of a page with its audit row; the header's page names follow", async () => {
    const [about] = await database.db.select().from(pages).where(eq(pages.slug, "about"));
    const id = about?.id as number;
    await cachedPageNames(database.db, "de");
    const bad = await pageAction({
      request: post(`/admin/pages/${id}/de`, { name: "", body: "x".repeat(50_001) }),
      params: { id: String(id), locale: "de" },
      context: context(staff),
    } as never);
    expect(statusOf(bad)).toBe(400);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["body", "name"]);

    const body = "## Wer wir sind\r\n\r\nEin Absatz.\r\n\r\n- eins\r\n- zwei";
    const saved = await pageAction({
      request: post(`/admin/pages/${id}/de`, { name: "Über uns neu", body }),
      params: { id: String(id), locale: "de" },
      context: context(staff),
    } as never);
    expect(statusOf(saved)).toBe(302);
    const [row] = await database.db
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, "de")));
    expect(row).toMatchObject({ name: "Über uns neu", body: body.replace(/\r\n/g, "\n") });
    expect(await audit(`page:${id}`)).toEqual([
      expect.objectContaining({ action: "page.update", staffId: staff.id }),
    ]);
    expect((await cachedPageNames(database.db, "de")).find((page) => page.slug === "about")?.name).toBe(
      "Über uns neu",
    );
  });

  it("saves the footer's links (empty or https only) and refuses anything else whole", async () => {
    await cachedFooter(database.db);
    const bad = await footerAction({
      request: post("/admin/footer", {
        intent: "footer",
        instagramUrl: "https://www.instagram.com/new",
        facebookUrl: "javascript:alert(1)",
        tiktokUrl: "http://www.tiktok.com/@plain",
        youtubeUrl: "",
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(bad)).toBe(400);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["facebookUrl", "tiktokUrl"]);
    expect((await cachedFooter(database.db))?.instagramUrl).not.toBe("https://www.instagram.com/new");

    const ok = await footerAction({
      request: post("/admin/footer", {
        intent: "footer",
        instagramUrl: " https://www.instagram.com/new ",
        facebookUrl: "",
        tiktokUrl: "https://www.tiktok.com/@new",
        youtubeUrl: "https://www.youtube.com/@new",
      }),
      params: {},
      context: context(staff),
    } as never);
    expect(statusOf(ok)).toBe(302);
    expect(await cachedFooter(database.db)).toEqual({
      instagramUrl: "https://www.instagram.com/new",
      facebookUrl: "",
      tiktokUrl: "https://www.tiktok.com/@new",
      youtubeUrl: "https://www.youtube.com/@new",
    });
    const [footer] = await database.db.select({ id: footerSections.id }).from(footerSections);
    expect(await audit(`footer:${footer?.id}`)).toEqual([
      expect.objectContaining({ action: "footer.update" }),
    ]);
  });

  it("adds and renames brands (names unique without case) and removes only unused ones", async () => {
    const added = await saveBrand(database.db, staff.id, null, { name: "Velvet Lab", website: "" });
    expect(added).toMatchObject({ ok: true });
    const id = (added as { id: number }).id;
    expect(await saveBrand(database.db, staff.id, null, { name: "velvet LAB", website: "" })).toEqual({
      ok: false,
      errors: { name: "admin.errors.brandTaken" },
    });
    // Renaming to its own name in another case is fine.
    expect(
      await saveBrand(database.db, staff.id, id, { name: "VELVET Lab", website: "https://velvet.example" }),
    ).toEqual({
      ok: true,
      id,
    });
    expect(await audit(`brand:${id}`)).toEqual([
      expect.objectContaining({ action: "brand.create" }),
      expect.objectContaining({
        action: "brand.update",
        detail: "Velvet Lab → VELVET Lab; https://velvet.example",
      }),
    ]);

    await database.db.insert(profileBrands).values({ userId: stranger.id, brandId: id });
    const refused = await brandAction({
      request: post(`/admin/brands/${id}`, { intent: "remove" }),
      params: { id: String(id) },
      context: context(staff),
    } as never);
    expect(statusOf(refused)).toBe(400);
    expect(errorsOf(refused).remove).toMatch(/Used by 0 lessons and 1 profile/);
    expect((await adminBrands(database.db)).find((brand) => brand.id === id)).toMatchObject({
      lessons: 0,
      profiles: 1,
    });

    await database.db.delete(profileBrands).where(eq(profileBrands.brandId, id));
    expect(await removeBrand(database.db, staff.id, id)).toBe("removed");
    expect(await database.db.select().from(brands).where(eq(brands.id, id))).toEqual([]);
    expect((await audit(`brand:${id}`)).at(-1)).toMatchObject({
      action: "brand.delete",
      detail: "VELVET Lab",
    });
  });
});
