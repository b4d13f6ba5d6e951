/**
 * The lessons catalog: the published list with its filters and orderings, a lesson's detail, and
 * the short lists of the main page and of a master's page. Pages and the JSON API both call these.
 */

import { and, asc, desc, eq, gt, gte, inArray, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { BrandRef, LessonCard, LessonDetail, MasterSummary, Page } from "~/catalog/types";
import {
  countKey,
  LESSON_LEVEL_NAMES,
  type LessonFilters,
  type LessonLevelName,
  type LessonOrdering,
  PAGE_SIZE,
  pageCount,
} from "~/forms/catalog-filters";
import { hasControlCharacters } from "~/forms/control-characters";
import { inSiteOrder, isLocale, type Locale } from "~/i18n/locales";
import { reviewsOfLesson } from "../commerce/reviews.server";
import { createDatabaseCache } from "../content/ttl-cache";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import {
  brands,
  categoryTranslations,
  LESSON_LEVELS,
  lessonBrands,
  lessonSubtitles,
  lessons,
  lessonTranslations,
  media,
  profiles,
  profileTranslations,
  purchases,
  subCategoryTranslations,
  users,
} from "../db/schema";
import { cityName } from "../geo/city-names.server";
import { imageColumns, imageRef, type StoredImage } from "../media/image-ref.server";
import { type PurchaseWithProgress, purchasesWithProgress } from "./lesson-progress.server";
import { readLessonSteps, videoDurationMs } from "./lesson-steps.server";
import { containsPattern } from "./search-text";

const poster = alias(media, "poster");
const avatar = alias(media, "avatar");

/** The lesson's translation into `locale` (decision 050): `column` of it, null without one. */
const shown = (column: "title" | "about", locale: Locale) =>
  sql`(select ${lessonTranslations[column]} from ${lessonTranslations} where ${lessonTranslations.lessonId} = ${lessons.id} and ${lessonTranslations.language} = ${locale})`;

/**
 * What a card shows. The titles in `locale` are subqueries, not joins: each is one index lookup per
 * card either way, but three fewer joins let PostgreSQL plan the statement in ~0.8 ms instead of
 * ~4 (a prepared statement is still planned for each execution's values), on every catalog page.
 */
const cardColumns = (locale: Locale) => ({
  id: lessons.id,
  slug: lessons.slug,
  title: sql<string>`coalesce(${shown("title", locale)}, ${lessons.title})`,
  language: lessons.language,
  // A translation always has a title.
  translated: sql<boolean>`${shown("title", locale)} is not null`,
  priceCents: lessons.priceCents,
  level: lessons.level,
  views: lessons.views,
  rating: lessons.rating,
  reviewCount: lessons.reviewCount,
  categoryId: lessons.categoryId,
  categoryTitle: sql<
    string | null
  >`(select ${categoryTranslations.title} from ${categoryTranslations} where ${categoryTranslations.categoryId} = ${lessons.categoryId} and ${categoryTranslations.locale} = ${locale})`,
  subCategoryId: lessons.subCategoryId,
  subCategoryTitle: sql<
    string | null
  >`(select ${subCategoryTranslations.title} from ${subCategoryTranslations} where ${subCategoryTranslations.subCategoryId} = ${lessons.subCategoryId} and ${subCategoryTranslations.locale} = ${locale})`,
  masterId: users.id,
  masterUsername: users.username,
  masterFullName: users.fullName,
  poster: imageColumns(poster),
  avatar: imageColumns(avatar),
  // The languages of the full video's subtitles (decision 044), "de,en" or null.
  subtitles: sql<
    string | null
  >`(select string_agg(${lessonSubtitles.language}, ',') from ${lessonSubtitles} where ${lessonSubtitles.lessonId} = ${lessons.id} and ${lessonSubtitles.part} = 'full')`,
});

/** A page's lesson ids, chosen from `lessons` alone (index order, LIMIT, OFFSET), or a user's purchases'. */
type PageOfIds = ReturnType<typeof pageOfIds> | ReturnType<typeof boughtIds>;
const pageOfIds = (
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) =>
  db
    .select({ id: lessons.id })
    .from(lessons)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as("page");
/** A user's purchases' lesson ids; `userId` may be a placeholder (`purchasedCards`). */
const boughtIds = (db: Database, userId: number | Placeholder) =>
  db.select({ id: purchases.lessonId }).from(purchases).where(eq(purchases.userId, userId)).as("page");

/**
 * Lessons with everything a card shows: master, avatar, poster, category titles in `locale`. Given
 * `page`, only its lessons, joined from it first: that is 12 index lookups, where a page written as
 * `lessons.id in (…)`, with the card's joins once past PostgreSQL's join_collapse_limit (8), was
 * planned after joining every lesson (175 ms at 100,000 lessons).
 */
function cardQuery<T extends SelectedFields>(db: Database, locale: Locale, extra: T, page?: PageOfIds) {
  const select = db.select({ ...cardColumns(locale), ...extra });
  return (page ? select.from(page).innerJoin(lessons, eq(lessons.id, page.id)) : select.from(lessons))
    .innerJoin(users, eq(users.id, lessons.masterId))
    .leftJoin(profiles, eq(profiles.userId, lessons.masterId))
    .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
    .leftJoin(poster, eq(poster.id, lessons.posterId))
    .$dynamic();
}

/** The card rows of the lessons `where` selects, in `order`, `limit` of them from `offset`. */
function cardPage(
  db: Database,
  locale: Locale,
  {
    where,
    order,
    limit,
    offset = 0,
  }: { where: SQL | undefined; order: SQL[]; limit: number; offset?: number },
) {
  return cardQuery(db, locale, {}, pageOfIds(db, where, order, limit, offset)).orderBy(...order);
}

interface CardRow {
  id: number;
  slug: string;
  title: string;
  language: string;
  translated: boolean;
  priceCents: number;
  level: number;
  views: number;
  rating: number;
  reviewCount: number;
  categoryId: number | null;
  categoryTitle: string | null;
  subCategoryId: number | null;
  subCategoryTitle: string | null;
  masterId: number;
  masterUsername: string;
  masterFullName: string;
  poster: StoredImage | null;
  avatar: StoredImage | null;
  subtitles: string | null;
}

/** Aggregated languages ("en,de") as a list in the site's locale order. */
function languageList(joined: string | null): Locale[] {
  return joined ? inSiteOrder(joined.split(",")) : [];
}

export function levelName(level: number): LessonLevelName {
  return LESSON_LEVEL_NAMES[level] ?? "none";
}

function titled(id: number | null, title: string | null) {
  return id === null ? null : { id, title: title ?? "" };
}

function toCard(row: CardRow, locale: Locale): LessonCard {
  const language = isLocale(row.language) ? row.language : locale;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language,
    textLanguage: row.translated ? locale : language,
    priceCents: row.priceCents,
    level: levelName(row.level),
    views: row.views,
    rating: row.rating,
    reviewCount: row.reviewCount,
    poster: imageRef(row.poster),
    category: titled(row.categoryId, row.categoryTitle),
    subCategory: titled(row.subCategoryId, row.subCategoryTitle),
    subtitles: languageList(row.subtitles),
    master: {
      id: row.masterId,
      username: row.masterUsername,
      fullName: row.masterFullName,
      avatar: imageRef(row.avatar),
    },
  };
}

/**
 * Each ordering of the list, ending in the id so that equal values keep one order across pages.
 * The directions match the indexes on `lessons` (see schema), so a page is read from an index.
 */
const ORDERINGS: Record<LessonOrdering, SQL[]> = {
  level: [asc(lessons.level), desc(lessons.publishedAt), desc(lessons.id)],
  newest: [desc(lessons.publishedAt), desc(lessons.id)],
  views: [desc(lessons.views), desc(lessons.id)],
  rating: [desc(lessons.rating), desc(lessons.reviewCount), desc(lessons.id)],
  price: [asc(lessons.priceCents), asc(lessons.id)],
  "-price": [desc(lessons.priceCents), desc(lessons.id)],
};

/**
 * The WHERE of the published list for these filters (every filter combines with the others). The
 * category and sub-category may be placeholders, for a prepared page (`menuListPage`).
 */
export function lessonConditions(
  filters: Omit<LessonFilters, "ordering" | "page" | "category" | "subcategory"> & {
    category: number | Placeholder | null;
    subcategory: number | Placeholder | null;
  },
): SQL {
  const conditions: SQL[] = [eq(lessons.published, true)];
  if (filters.q) conditions.push(sql`${lessons.searchText} like ${containsPattern(filters.q)}`);
  if (filters.category !== null) conditions.push(eq(lessons.categoryId, filters.category));
  if (filters.subcategory !== null) conditions.push(eq(lessons.subCategoryId, filters.subcategory));
  if (filters.level !== null) conditions.push(eq(lessons.level, LESSON_LEVELS.indexOf(filters.level)));
  if (filters.priceMin !== null) conditions.push(gte(lessons.priceCents, filters.priceMin * 100));
  if (filters.priceMax !== null) conditions.push(lte(lessons.priceCents, filters.priceMax * 100));
  if (filters.subtitles !== null) {
    conditions.push(
      sql`exists (select 1 from ${lessonSubtitles} where ${lessonSubtitles.language} = ${filters.subtitles} and ${lessonSubtitles.part} = 'full' and ${lessonSubtitles.lessonId} = ${lessons.id})`,
    );
  }
  if (filters.taught !== null) conditions.push(eq(lessons.language, filters.taught));
  if (filters.available !== null) {
    const language = filters.available;
    conditions.push(
      sql`(${lessons.language} = ${language} or exists (select 1 from ${lessonTranslations} where ${lessonTranslations.language} = ${language} and ${lessonTranslations.lessonId} = ${lessons.id}) or exists (select 1 from ${lessonSubtitles} where ${lessonSubtitles.language} = ${language} and ${lessonSubtitles.part} = 'full' and ${lessonSubtitles.lessonId} = ${lessons.id}))`,
    );
  }
  if (filters.brand !== null) {
    conditions.push(
      sql`exists (select 1 from ${lessonBrands} where ${lessonBrands.lessonId} = ${lessons.id} and ${lessonBrands.brandId} = ${filters.brand})`,
    );
  }
  return and(...conditions) as SQL;
}

/**
 * How many lessons a list's filters match, kept for a few seconds like the filter options: at
 * 100,000 lessons counting the unfiltered list reads every published row (~20 ms on PostgreSQL)
 * on every request, where the page itself reads 12 from an index (docs/performance.md, goal 6).
 */
const lessonCounts = createDatabaseCache<number>();

/**
 * One page of published lessons. The count and the page are two small queries run together (a
 * window count would make every page read all matching rows instead of 12 from an index). The
 * page's ids are chosen from `lessons` alone, so the joins for the cards run for 12 rows only,
 * however deep the page.
 */
export async function listLessons(
  db: Database,
  locale: Locale,
  filters: LessonFilters,
): Promise<Page<LessonCard>> {
  const where = lessonConditions(filters);
  const order = ORDERINGS[filters.ordering];
  const [count, rows] = await Promise.all([
    lessonCounts.get(db, countKey(filters), async () => {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(lessons).where(where);
      return row?.count ?? 0;
    }),
    menuListPage(db, locale, filters) ??
      cardPage(db, locale, { where, order, limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE }),
  ]);
  return {
    count,
    page: filters.page,
    pageCount: pageCount(count),
    results: rows.map((row) => toCard(row, locale)),
  };
}

/**
 * The page of the lists most asked for, the whole list or one category's or sub-category's (the
 * menus' links), in any ordering: prepared once per locale, ordering and kind, with the category
 * and the page as values (prepared.server.ts). Other filters combine into too many shapes to keep
 * a statement for each, on every connection: null, and their page is built each time.
 */
function menuListPage(db: Database, locale: Locale, filters: LessonFilters): Promise<CardRow[]> | null {
  const { q, category, subcategory, ordering, page, ...others } = filters;
  if (q || Object.values(others).some((value) => value !== null)) return null;
  if (category !== null && subcategory !== null) return null;
  const kind = category !== null ? "category" : subcategory !== null ? "subcategory" : "all";
  const query = prepared(db, `lesson_page_${locale}_${ordering.replace("-", "desc_")}_${kind}`, (name) => {
    const id = sql.placeholder("id");
    const where = lessonConditions({
      ...filters,
      category: kind === "category" ? id : null,
      subcategory: kind === "subcategory" ? id : null,
    });
    const order = ORDERINGS[ordering];
    const ids = pageOfIds(db, where, order, sql.placeholder("limit"), sql.placeholder("offset"));
    return cardQuery(db, locale, {}, ids)
      .orderBy(...order)
      .prepare(name);
  });
  return query.execute({
    id: category ?? subcategory ?? 0,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
}

export async function newestLessons(db: Database, locale: Locale, limit: number): Promise<LessonCard[]> {
  const rows = await cardPage(db, locale, {
    where: eq(lessons.published, true),
    order: ORDERINGS.newest,
    limit,
  });
  return rows.map((row) => toCard(row, locale));
}

/** Best rated lessons that have a review; when there are not enough, the most viewed of the rest. */
export async function featuredLessons(db: Database, locale: Locale, limit: number): Promise<LessonCard[]> {
  const rated = await cardPage(db, locale, {
    where: and(eq(lessons.published, true), gt(lessons.reviewCount, 0)),
    order: ORDERINGS.rating,
    limit,
  });
  if (rated.length >= limit) return rated.map((row) => toCard(row, locale));
  const viewed = await cardPage(db, locale, {
    where: and(eq(lessons.published, true), eq(lessons.reviewCount, 0)),
    order: ORDERINGS.views,
    limit: limit - rated.length,
  });
  return [...rated, ...viewed].map((row) => toCard(row, locale));
}

/** A master's lessons, newest first; drafts only when asked (the owner's own page). */
export async function lessonsOfMaster(
  db: Database,
  locale: Locale,
  masterId: number,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): Promise<LessonCard[]> {
  const rows = await cardQuery(db, locale, {})
    .where(
      includeDrafts
        ? eq(lessons.masterId, masterId)
        : and(eq(lessons.masterId, masterId), eq(lessons.published, true)),
    )
    .orderBy(desc(lessons.createdAt), desc(lessons.id));
  return rows.map((row) => toCard(row, locale));
}

/** A lesson a user bought: its card, the purchase and how far they got in it. */
export type BoughtLesson = LessonCard & { purchase: PurchaseWithProgress };

/**
 * The lessons a user bought, last bought first (drafts too: a purchase stays watchable), with the
 * purchase and the buyer's progress: two statements sent at once.
 */
export async function purchasedLessons(
  db: Database,
  locale: Locale,
  userId: number,
): Promise<BoughtLesson[]> {
  const [bought, rows] = await Promise.all([
    purchasesWithProgress(db, userId),
    purchasedCards(db, locale).execute({ userId }),
  ]);
  const cards = new Map(rows.map((row) => [row.id, toCard(row, locale)]));
  return bought.flatMap((purchase) => {
    const card = cards.get(purchase.lessonId);
    return card ? [{ ...card, purchase }] : [];
  });
}

/** The cards of a user's purchases, prepared once per locale: the purchased tab asks it each time. */
const purchasedCards = (db: Database, locale: Locale) =>
  prepared(db, `purchased_cards_${locale}`, (name) =>
    cardQuery(db, locale, {}, boughtIds(db, sql.placeholder("userId"))).prepare(name),
  );

/** Published lessons' cards in the order of `ids` (a person's saved lessons, decision 045). */
export async function publishedLessonCards(
  db: Database,
  locale: Locale,
  ids: number[],
): Promise<LessonCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db, locale, {}).where(
    and(inArray(lessons.id, ids), eq(lessons.published, true)),
  );
  const cards = new Map(rows.map((row) => [row.id, toCard(row, locale)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

const REVIEWS_SHOWN = 20;

/**
 * The lesson page's main query, prepared once per locale: it is the most expensive query of the
 * site for Drizzle to build (prepared.server.ts).
 */
const lessonBySlug = (db: Database, locale: Locale) =>
  prepared(db, `lesson_by_slug_${locale}`, (name) =>
    cardQuery(db, locale, {
      about: sql<string>`coalesce(${shown("about", locale)}, ${lessons.about})`,
      // The languages it is translated into, "de,en" or null (decision 050).
      translatedInto: sql<
        string | null
      >`(select string_agg(${lessonTranslations.language}, ',') from ${lessonTranslations} where ${lessonTranslations.lessonId} = ${lessons.id})`,
      published: lessons.published,
      createdAt: lessons.createdAt,
      publishedAt: lessons.publishedAt,
      trailerId: lessons.trailerId,
      fullVideoId: lessons.fullVideoId,
      tipsVideoId: lessons.tipsVideoId,
      masterCountry: users.country,
      masterCity: users.city,
      masterDescription: profiles.shortDescription,
      masterAboutLanguage: profiles.language,
      // The master's "about" in the page's language, when translated (decision 050).
      masterTranslatedAbout: sql<
        string | null
      >`(select ${profileTranslations.shortDescription} from ${profileTranslations} where ${profileTranslations.userId} = ${lessons.masterId} and ${profileTranslations.language} = ${locale})`,
      masterIsTeacher: profiles.isTeacher,
      masterLevel: profiles.qualificationLevel,
      masterRating: profiles.rating,
      masterReviewCount: profiles.reviewCount,
      masterViews: profiles.views,
    })
      .where(eq(lessons.slug, sql.placeholder("slug")))
      .limit(1)
      .prepare(name),
  );

/** A lesson's brands, by name. */
const brandsOfLesson = (db: Database) =>
  prepared(db, "brands_of_lesson", (name) =>
    db
      .select({ id: brands.id, name: brands.name, website: brands.website })
      .from(lessonBrands)
      .innerJoin(brands, eq(brands.id, lessonBrands.brandId))
      .where(eq(lessonBrands.lessonId, sql.placeholder("lessonId")))
      .orderBy(asc(brands.name))
      .prepare(name),
  );

/** A lesson by slug, published or not (the route decides who may see a draft). */
export async function getLesson(db: Database, locale: Locale, slug: string): Promise<LessonDetail | null> {
  // No slug holds a control character, and PostgreSQL refuses NUL: an unknown page, not a 500.
  if (hasControlCharacters(slug)) return null;
  const [row] = await lessonBySlug(db, locale).execute({ slug });
  if (!row) return null;
  const [brandRows, reviewRows, steps, fullVideoDurationMs] = await Promise.all([
    brandsOfLesson(db).execute({ lessonId: row.id }),
    reviewsOfLesson(db, row.id, { limit: REVIEWS_SHOWN }),
    readLessonSteps(db, row.id),
    videoDurationMs(db, row.fullVideoId),
  ]);
  const card = toCard(row, locale);
  const master: MasterSummary = {
    ...card.master,
    country: row.masterCountry,
    city: row.masterCity,
    cityName: cityName(row.masterCity, row.masterCountry, locale),
    shortDescription: row.masterTranslatedAbout ?? row.masterDescription ?? "",
    aboutLanguage:
      row.masterTranslatedAbout !== null || !isLocale(row.masterAboutLanguage)
        ? locale
        : row.masterAboutLanguage,
    isTeacher: row.masterIsTeacher ?? false,
    qualificationLevel: row.masterLevel,
    rating: row.masterRating ?? 0,
    reviewCount: row.masterReviewCount ?? 0,
    views: row.masterViews ?? 0,
  };
  return {
    ...card,
    master,
    about: row.about,
    languages: [
      card.language,
      ...languageList(row.translatedInto).filter((language) => language !== card.language),
    ],
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    brands: brandRows satisfies BrandRef[],
    trailerId: row.trailerId,
    fullVideoId: row.fullVideoId,
    tipsVideoId: row.tipsVideoId,
    reviews: reviewRows,
    steps,
    fullVideoDurationMs,
  };
}
