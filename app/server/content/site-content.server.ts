import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import {
  categories,
  categoryTranslations,
  contactInfo,
  contactInfoTranslations,
  footerSections,
  pages,
  pageTranslations,
  subCategories,
  subCategoryTranslations,
} from "../db/schema";
import { createTtlCache } from "./ttl-cache";

export interface SubCategory {
  id: number;
  title: string;
  icon: string;
}
export interface Category extends SubCategory {
  subCategories: SubCategory[];
}
export interface PageName {
  slug: string;
  name: string;
}
export interface Page extends PageName {
  body: string;
}
export interface Footer {
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  youtubeUrl: string;
}
export interface ContactDetails {
  phone: string;
  email: string;
  address: string;
  latitude: number;
  longitude: number;
}

export async function loadCategories(db: Database, locale: Locale): Promise<Category[]> {
  const [categoryRows, subRows] = await Promise.all([
    db
      .select({ id: categories.id, icon: categories.icon, title: categoryTranslations.title })
      .from(categories)
      .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
      .where(eq(categoryTranslations.locale, locale))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        icon: subCategories.icon,
        title: subCategoryTranslations.title,
      })
      .from(subCategories)
      .innerJoin(subCategoryTranslations, eq(subCategoryTranslations.subCategoryId, subCategories.id))
      .where(eq(subCategoryTranslations.locale, locale))
      .orderBy(asc(subCategories.position), asc(subCategories.id)),
  ]);
  return categoryRows.map((category) => ({
    ...category,
    subCategories: subRows
      .filter((sub) => sub.categoryId === category.id)
      .map(({ id, icon, title }) => ({ id, icon, title })),
  }));
}

export async function loadPageNames(db: Database, locale: Locale): Promise<PageName[]> {
  return db
    .select({ slug: pages.slug, name: pageTranslations.name })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(eq(pageTranslations.locale, locale))
    .orderBy(asc(pages.position), asc(pages.id));
}

export async function loadPage(db: Database, slug: string, locale: Locale): Promise<Page | null> {
  const [row] = await db
    .select({ slug: pages.slug, name: pageTranslations.name, body: pageTranslations.body })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
    .where(and(eq(pages.slug, slug), eq(pageTranslations.locale, locale)));
  return row ?? null;
}

export async function loadFooter(db: Database): Promise<Footer | null> {
  const [row] = await db
    .select({
      instagramUrl: footerSections.instagramUrl,
      facebookUrl: footerSections.facebookUrl,
      tiktokUrl: footerSections.tiktokUrl,
      youtubeUrl: footerSections.youtubeUrl,
    })
    .from(footerSections)
    .orderBy(asc(footerSections.id))
    .limit(1);
  return row ?? null;
}

export async function loadContactDetails(db: Database, locale: Locale): Promise<ContactDetails | null> {
  const [row] = await db
    .select({
      phone: contactInfo.phone,
      email: contactInfo.email,
      latitude: contactInfo.latitude,
      longitude: contactInfo.longitude,
      address: contactInfoTranslations.address,
    })
    .from(contactInfo)
    .innerJoin(contactInfoTranslations, eq(contactInfoTranslations.contactInfoId, contactInfo.id))
    .where(eq(contactInfoTranslations.locale, locale))
    .orderBy(asc(contactInfo.id))
    .limit(1);
  return row ?? null;
}

/**
 * What every page shows in its shell, cached per locale for at most a minute. Staff edits call
 * `invalidateSiteContent()` so the instance that made the edit shows it on the next request.
 */
const SITE_CONTENT_TTL_MS = 60_000;
const categoryCache = createTtlCache<Category[]>(SITE_CONTENT_TTL_MS);
const pageNameCache = createTtlCache<PageName[]>(SITE_CONTENT_TTL_MS);
const footerCache = createTtlCache<Footer | null>(SITE_CONTENT_TTL_MS);

export const cachedCategories = (db: Database, locale: Locale) =>
  categoryCache.get(locale, () => loadCategories(db, locale));
export const cachedPageNames = (db: Database, locale: Locale) =>
  pageNameCache.get(locale, () => loadPageNames(db, locale));
export const cachedFooter = (db: Database) => footerCache.get("footer", () => loadFooter(db));

export function invalidateSiteContent(): void {
  categoryCache.clear();
  pageNameCache.clear();
  footerCache.clear();
}
