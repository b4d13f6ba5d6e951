import { asc, eq, inArray, sql } from "drizzle-orm";
import { storedText } from "~/admin/stored-text";
import type { CategoryInput, SubCategoryInput } from "~/forms/admin-content";
import type { FieldErrors } from "~/forms/form-data";
import { LOCALES, type Locale } from "~/i18n/locales";
import { recordAudit } from "../audit/audit.server";
import { type Database, isUniqueViolation } from "../db/client.server";
import {
  categories,
  categoryTranslations,
  pages,
  pageTranslations,
  subCategories,
  subCategoryTranslations,
} from "../db/schema";
import { notFound } from "../http/responses.server";

/**
 * The back-office's content editors: categories, sub-categories and pages. Every change is one
 * transaction together with its audit row; the route calls `invalidateSiteContent()` after it.
 * (Footer, contact details and brands: `content-site.server.ts`.)
 */

export type Titles = Record<Locale, string>;

/** A route's `:id`: null when absent (a "new" URL), a number, or a 404 for anything else. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined) return null;
  if (!/^\d{1,9}$/.test(param)) notFound();
  return Number(param);
}

export interface AdminSubCategory {
  id: number;
  categoryId: number;
  key: string;
  icon: string;
  position: number;
  titles: Titles;
}
export interface AdminCategory {
  id: number;
  key: string;
  icon: string;
  position: number;
  titles: Titles;
  subCategories: AdminSubCategory[];
}

/** A change refused for a reason the form shows next to a field. */
export type Saved = { ok: true; id: number } | { ok: false; errors: FieldErrors };

const emptyTitles = (): Titles => Object.fromEntries(LOCALES.map((locale) => [locale, ""])) as Titles;

function titlesById(rows: { id: number; locale: string; title: string }[]) {
  const byId = new Map<number, Titles>();
  for (const row of rows) {
    const titles = byId.get(row.id) ?? emptyTitles();
    if ((LOCALES as readonly string[]).includes(row.locale)) titles[row.locale as Locale] = row.title;
    byId.set(row.id, titles);
  }
  return byId;
}

/** Every category in menu order, each with its sub-categories and all its titles. */
export async function adminCategories(db: Database): Promise<AdminCategory[]> {
  const [categoryRows, subRows, categoryTitles, subTitles] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
    db
      .select({
        id: categoryTranslations.categoryId,
        locale: categoryTranslations.locale,
        title: categoryTranslations.title,
      })
      .from(categoryTranslations),
    db
      .select({
        id: subCategoryTranslations.subCategoryId,
        locale: subCategoryTranslations.locale,
        title: subCategoryTranslations.title,
      })
      .from(subCategoryTranslations),
  ]);
  const categoryTitleMap = titlesById(categoryTitles);
  const subTitleMap = titlesById(subTitles);
  return categoryRows.map((category) => ({
    id: category.id,
    key: category.key,
    icon: category.icon,
    position: category.position,
    titles: categoryTitleMap.get(category.id) ?? emptyTitles(),
    subCategories: subRows
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({
        id: sub.id,
        categoryId: sub.categoryId,
        key: sub.key,
        icon: sub.icon,
        position: sub.position,
        titles: subTitleMap.get(sub.id) ?? emptyTitles(),
      })),
  }));
}

export async function adminCategory(db: Database, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) return null;
  const rows = await db
    .select({
      id: categoryTranslations.categoryId,
      locale: categoryTranslations.locale,
      title: categoryTranslations.title,
    })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, id));
  return { ...row, titles: titlesById(rows).get(id) ?? emptyTitles() };
}

export async function adminSubCategory(db: Database, id: number) {
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id));
  if (!row) return null;
  const rows = await db
    .select({
      id: subCategoryTranslations.subCategoryId,
      locale: subCategoryTranslations.locale,
      title: subCategoryTranslations.title,
    })
    .from(subCategoryTranslations)
    .where(eq(subCategoryTranslations.subCategoryId, id));
  return { ...row, titles: titlesById(rows).get(id) ?? emptyTitles() };
}

/** The categories to choose a sub-category's parent from, titled in `locale`. */
export async function categoryChoices(db: Database, locale: Locale = "en") {
  return db
    .select({ id: categories.id, key: categories.key, title: categoryTranslations.title })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      sql`${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.locale} = ${locale}`,
    )
    .orderBy(asc(categories.position), asc(categories.id));
}

const KEY_TAKEN = "admin.errors.keyTaken";

/** A failed unique key check, whatever the race: the form's message instead of a 500. */
class KeyTaken extends Error {}

async function withKeyCheck(key: string | undefined, work: () => Promise<number>): Promise<Saved> {
  try {
    return { ok: true, id: await work() };
  } catch (error) {
    if (key !== undefined && (error instanceof KeyTaken || isUniqueViolation(error)))
      return { ok: false, errors: { key: KEY_TAKEN } };
    throw error;
  }
}

/** Creates a category (with `key`) or updates one (`id`); titles in all eight languages. */
export async function saveCategory(
  db: Database,
  staffId: number,
  target: { id: number } | { key: string },
  input: Omit<CategoryInput, `title_${Locale}`>,
  titles: Titles,
): Promise<Saved | null> {
  const key = "key" in target ? target.key : undefined;
  let missing = false;
  const saved = await withKeyCheck(key, () =>
    db.transaction(async (tx) => {
      let id: number;
      if ("id" in target) {
        const [row] = await tx
          .update(categories)
          .set({ icon: input.icon, position: input.position })
          .where(eq(categories.id, target.id))
          .returning({ id: categories.id });
        if (!row) {
          missing = true;
          return 0;
        }
        id = row.id;
      } else {
        const [taken] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.key, target.key));
        if (taken) throw new KeyTaken();
        const [row] = await tx
          .insert(categories)
          .values({ key: target.key, icon: input.icon, position: input.position })
          .returning({ id: categories.id });
        id = row?.id as number;
      }
      await tx
        .insert(categoryTranslations)
        .values(LOCALES.map((locale) => ({ categoryId: id, locale, title: titles[locale] })))
        .onConflictDoUpdate({
          target: [categoryTranslations.categoryId, categoryTranslations.locale],
          set: { title: sql`excluded.title` },
        });
      await recordAudit(tx, {
        staffId,
        action: "id" in target ? "category.update" : "category.create",
        subject: `category:${id}`,
        detail: storedText(key ? "admin.audit.details.newCategory" : "admin.audit.details.category", {
          ...(key ? { key } : {}),
          icon: input.icon,
          position: input.position,
          en: titles.en,
          de: titles.de,
          uk: titles.uk,
        }),
      });
      return id;
    }),
  );
  return missing ? null : saved;
}

/** Creates or updates a sub-category; refuses a parent category that is not there. */
export async function saveSubCategory(
  db: Database,
  staffId: number,
  target: { id: number } | { key: string },
  input: Omit<SubCategoryInput, `title_${Locale}`>,
  titles: Titles,
): Promise<Saved | null> {
  const key = "key" in target ? target.key : undefined;
  let missing = false;
  let noParent = false;
  const saved = await withKeyCheck(key, () =>
    db.transaction(async (tx) => {
      const [parent] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.categoryId));
      if (!parent) {
        noParent = true;
        return 0;
      }
      let id: number;
      if ("id" in target) {
        const [row] = await tx
          .update(subCategories)
          .set({ categoryId: input.categoryId, icon: input.icon, position: input.position })
          .where(eq(subCategories.id, target.id))
          .returning({ id: subCategories.id });
        if (!row) {
          missing = true;
          return 0;
        }
        id = row.id;
      } else {
        const [taken] = await tx
          .select({ id: subCategories.id })
          .from(subCategories)
          .where(eq(subCategories.key, target.key));
        if (taken) throw new KeyTaken();
        const [row] = await tx
          .insert(subCategories)
          .values({
            key: target.key,
            categoryId: input.categoryId,
            icon: input.icon,
            position: input.position,
          })
          .returning({ id: subCategories.id });
        id = row?.id as number;
      }
      await tx
        .insert(subCategoryTranslations)
        .values(LOCALES.map((locale) => ({ subCategoryId: id, locale, title: titles[locale] })))
        .onConflictDoUpdate({
          target: [subCategoryTranslations.subCategoryId, subCategoryTranslations.locale],
          set: { title: sql`excluded.title` },
        });
      await recordAudit(tx, {
        staffId,
        action: "id" in target ? "sub_category.update" : "sub_category.create",
        subject: `sub_category:${id}`,
        detail: storedText(key ? "admin.audit.details.newSubCategory" : "admin.audit.details.subCategory", {
          ...(key ? { key } : {}),
          category: input.categoryId,
          icon: input.icon,
          position: input.position,
          en: titles.en,
          de: titles.de,
          uk: titles.uk,
        }),
      });
      return id;
    }),
  );
  if (noParent) return { ok: false, errors: { categoryId: "admin.errors.categoryGone" } };
  return missing ? null : saved;
}

export interface AdminPage {
  id: number;
  slug: string;
  position: number;
  translations: Record<Locale, { name: string; body: string }>;
}

/** Every page with its name and body in each language. */
export async function adminPages(db: Database, onlyId?: number): Promise<AdminPage[]> {
  const pageRows = await db
    .select()
    .from(pages)
    .where(onlyId === undefined ? undefined : eq(pages.id, onlyId))
    .orderBy(asc(pages.position), asc(pages.id));
  if (pageRows.length === 0) return [];
  const translations = await db
    .select()
    .from(pageTranslations)
    .where(
      inArray(
        pageTranslations.pageId,
        pageRows.map((page) => page.id),
      ),
    );
  return pageRows.map((page) => {
    const byLocale = Object.fromEntries(
      LOCALES.map((locale) => [locale, { name: "", body: "" }]),
    ) as AdminPage["translations"];
    for (const row of translations)
      if (row.pageId === page.id && (LOCALES as readonly string[]).includes(row.locale))
        byLocale[row.locale as Locale] = { name: row.name, body: row.body };
    return { id: page.id, slug: page.slug, position: page.position, translations: byLocale };
  });
}

export async function adminPage(db: Database, id: number): Promise<AdminPage | null> {
  return (await adminPages(db, id))[0] ?? null;
}

/** Saves one language of a page; false when the page is not there. */
export async function savePageTranslation(
  db: Database,
  staffId: number,
  pageId: number,
  locale: Locale,
  input: { name: string; body: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: pages.id, slug: pages.slug })
      .from(pages)
      .where(eq(pages.id, pageId));
    if (!page) return false;
    await tx
      .insert(pageTranslations)
      .values({ pageId, locale, name: input.name, body: input.body })
      .onConflictDoUpdate({
        target: [pageTranslations.pageId, pageTranslations.locale],
        set: { name: input.name, body: input.body },
      });
    await recordAudit(tx, {
      staffId,
      action: "page.update",
      subject: `page:${pageId}`,
      detail: storedText("admin.audit.details.page", {
        slug: page.slug,
        language: locale,
        name: input.name,
        count: input.body.length,
      }),
    });
    return true;
  });
}
