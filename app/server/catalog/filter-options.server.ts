/**
 * What the filter panels of the lists offer: the categories with their sub-categories, the brands
 * of published lessons, and the countries and cities of listed masters. The lists' loaders read
 * them through a cache per locale of a few seconds (~5 ms of an uncached list page otherwise,
 * docs/performance.md), emptied by any change made through this instance, like the page cache: a
 * new master's city shows at once here and within the TTL on other instances.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Titled } from "~/catalog/types";
import type { Locale } from "~/i18n/locales";
import { createDatabaseCache } from "../content/ttl-cache";
import type { Database } from "../db/client.server";
import {
  brands,
  categories,
  categoryTranslations,
  lessonBrands,
  lessons,
  profiles,
  subCategories,
  subCategoryTranslations,
  users,
} from "../db/schema";
import { cityName } from "../geo/city-names.server";

export interface CategoryOption extends Titled {
  subCategories: Titled[];
}

/** A brand as the filter offers it: a name to choose (its website is the master page's business). */
export interface BrandOption {
  id: number;
  name: string;
}

export interface LessonFilterOptions {
  categories: CategoryOption[];
  brands: BrandOption[];
}

export interface MasterFilterOptions {
  categories: CategoryOption[];
  /** ISO 3166-1 alpha-2 codes; the page names them with Intl.DisplayNames. */
  countries: string[];
  /** The listed masters' cities in the page's language (cityName), sorted. */
  cities: string[];
}

/** Every category with its sub-categories, titled in `locale`, in menu order (filters, office forms). */
export async function categoryOptions(db: Database, locale: Locale): Promise<CategoryOption[]> {
  const [categoryRows, subRows] = await Promise.all([
    db
      .select({ id: categories.id, title: categoryTranslations.title })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
      )
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        title: subCategoryTranslations.title,
      })
      .from(subCategories)
      .innerJoin(
        subCategoryTranslations,
        and(
          eq(subCategoryTranslations.subCategoryId, subCategories.id),
          eq(subCategoryTranslations.locale, locale),
        ),
      )
      .orderBy(asc(subCategories.position), asc(subCategories.id)),
  ]);
  return categoryRows.map((category) => ({
    ...category,
    subCategories: subRows
      .filter((sub) => sub.categoryId === category.id)
      .map(({ id, title }) => ({ id, title })),
  }));
}

export async function lessonFilterOptions(db: Database, locale: Locale): Promise<LessonFilterOptions> {
  // Per brand, one probe of lesson_brands_brand_idx that stops at its first published lesson (a
  // LATERAL ... LIMIT 1; an EXISTS would be planned as a join of every link with every lesson).
  const firstPublished = db
    .select({ lessonId: lessonBrands.lessonId })
    .from(lessonBrands)
    .innerJoin(lessons, eq(lessons.id, lessonBrands.lessonId))
    .where(and(eq(lessonBrands.brandId, brands.id), eq(lessons.published, true)))
    .limit(1)
    .as("first_published");
  const [categoryList, brandList] = await Promise.all([
    categoryOptions(db, locale),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .crossJoinLateral(firstPublished)
      .orderBy(sql`lower(${brands.name})`, asc(brands.id)),
  ]);
  return { categories: categoryList, brands: brandList };
}

export async function masterFilterOptions(db: Database, locale: Locale): Promise<MasterFilterOptions> {
  // One pass over the listed masters gives both lists: their distinct (country, city) pairs.
  const [categoryList, places] = await Promise.all([
    categoryOptions(db, locale),
    db
      .selectDistinct({ country: users.country, city: users.city })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.isListed, true), eq(users.isActive, true))),
  ]);
  const collator = new Intl.Collator(locale);
  // The cities in the page's language (the filter takes a name in any language), one spelling per city
  // whatever its case (the filter compares without case): the first in order.
  const names = places
    .filter((place) => place.city)
    .map((place) => cityName(place.city, place.country, locale));
  const cities = new Map<string, string>();
  for (const name of names.sort((a, b) => collator.compare(a, b) || (a < b ? -1 : 1))) {
    if (!cities.has(name.toLocaleLowerCase())) cities.set(name.toLocaleLowerCase(), name);
  }
  return {
    categories: categoryList,
    countries: [...new Set(places.map((place) => place.country).filter(Boolean))].sort(),
    cities: [...cities.values()],
  };
}

const categoryOptionsCache = createDatabaseCache<CategoryOption[]>();
const lessonOptionsCache = createDatabaseCache<LessonFilterOptions>();
const masterOptionsCache = createDatabaseCache<MasterFilterOptions>();

/** `categoryOptions` from the few-second cache: the office's profile form asks it on every visit. */
export const cachedCategoryOptions = (db: Database, locale: Locale) =>
  categoryOptionsCache.get(db, locale, () => categoryOptions(db, locale));
export const cachedLessonFilterOptions = (db: Database, locale: Locale) =>
  lessonOptionsCache.get(db, locale, () => lessonFilterOptions(db, locale));
export const cachedMasterFilterOptions = (db: Database, locale: Locale) =>
  masterOptionsCache.get(db, locale, () => masterFilterOptions(db, locale));
