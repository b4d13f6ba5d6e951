/**
 * The masters catalog: the list of listed masters with its filters and orderings, a master's
 * page, and the main page's featured masters. Pages and the JSON API both call these.
 */

import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  Activity,
  BrandRef,
  Gallery,
  MasterCard,
  MasterDetail,
  MasterSummary,
  Page,
  Skill,
  Titled,
} from "~/catalog/types";
import {
  countKey,
  type MasterFilters,
  type MasterOrdering,
  PAGE_SIZE,
  pageCount,
} from "~/forms/catalog-filters";
import { hasControlCharacters } from "~/forms/control-characters";
import { inSiteOrder, isLocale, type Locale } from "~/i18n/locales";
import { masterReviews } from "../commerce/reviews.server";
import { createDatabaseCache } from "../content/ttl-cache";
import type { Database } from "../db/client.server";
import {
  brands,
  categoryTranslations,
  certificates,
  lessonBrands,
  lessons,
  masterSkills,
  media,
  photos,
  portfolioItems,
  professionalActivities,
  profileBrands,
  profiles,
  profileTranslations,
  subCategories,
  subCategoryTranslations,
  users,
} from "../db/schema";
import { citiesNamed, cityName } from "../geo/city-names.server";
import { fullImageUrl, imageColumns, imageRef, type StoredImage } from "../media/image-ref.server";
import { lessonsOfMaster } from "./lessons.server";
import { containsPattern } from "./search-text";

const avatar = alias(media, "avatar");
const categoryTitle = alias(categoryTranslations, "category_title");
const subCategoryTitle = alias(subCategoryTranslations, "sub_category_title");

/** The master's "about" in `locale` when they translated it (decision 050); null otherwise. */
const translatedAbout = (locale: Locale) =>
  sql<
    string | null
  >`(select ${profileTranslations.shortDescription} from ${profileTranslations} where ${profileTranslations.userId} = ${users.id} and ${profileTranslations.language} = ${locale})`;

const summaryColumns = (locale: Locale) => ({
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  country: users.country,
  city: users.city,
  shortDescription: profiles.shortDescription,
  aboutLanguage: profiles.language,
  translatedAbout: translatedAbout(locale),
  isTeacher: profiles.isTeacher,
  qualificationLevel: profiles.qualificationLevel,
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
  views: profiles.views,
  subCategoryId: profiles.subCategoryId,
  subCategoryTitle: subCategoryTitle.title,
  avatar: imageColumns(avatar),
});

/** A MasterSummary as selected: the stored avatar, and the specialization for the cards. */
interface SummaryRow extends Omit<MasterSummary, "avatar" | "cityName" | "aboutLanguage"> {
  /** The profile's own language (of `shortDescription`); null without a profile. */
  aboutLanguage: string | null;
  translatedAbout: string | null;
  subCategoryId: number | null;
  subCategoryTitle: string | null;
  avatar: StoredImage | null;
}

/**
 * Teachers first (`teacher`) or masters who are not teachers first (`master`), then best rated;
 * the id keeps one order across pages. The directions match the profiles indexes (see schema).
 */
const ORDERINGS: Record<MasterOrdering, SQL[]> = {
  teacher: [
    desc(profiles.isTeacher),
    desc(profiles.rating),
    desc(profiles.reviewCount),
    desc(profiles.userId),
  ],
  master: [asc(profiles.isTeacher), desc(profiles.rating), desc(profiles.reviewCount), desc(profiles.userId)],
};

/** The WHERE of the masters list: active users with a listed profile, and the filters. */
export function masterConditions(filters: Omit<MasterFilters, "ordering" | "page">): SQL {
  const conditions: SQL[] = [eq(profiles.isListed, true), eq(users.isActive, true)];
  if (filters.q) conditions.push(sql`${profiles.searchText} like ${containsPattern(filters.q)}`);
  if (filters.subcategory !== null) {
    conditions.push(
      sql`(${profiles.subCategoryId} = ${filters.subcategory} or exists (select 1 from ${masterSkills} where ${masterSkills.userId} = ${profiles.userId} and ${masterSkills.subCategoryId} = ${filters.subcategory}))`,
    );
  }
  if (filters.category !== null) {
    conditions.push(
      sql`(${profiles.categoryId} = ${filters.category} or exists (select 1 from ${masterSkills} join ${subCategories} on ${subCategories.id} = ${masterSkills.subCategoryId} where ${masterSkills.userId} = ${profiles.userId} and ${subCategories.categoryId} = ${filters.category}))`,
    );
  }
  if (filters.level !== null) conditions.push(eq(profiles.qualificationLevel, filters.level));
  if (filters.country !== null) conditions.push(eq(users.country, filters.country));
  if (filters.city !== null) conditions.push(cityCondition(filters.city));
  return and(...conditions) as SQL;
}

/**
 * A city typed or chosen in any language: its stored name without case (any city), or a city the city-name
 * table or the aliases know by that name (Київ, Kiew → Kyiv; Одеса, Odesa → Odessa).
 */
function cityCondition(input: string): SQL {
  const named = citiesNamed(input).map(({ country, city }) =>
    and(eq(users.country, country), sql`lower(${users.city}) = lower(${city})`),
  );
  return or(sql`lower(${users.city}) = lower(${input})`, ...named) as SQL;
}

function summaryQuery(db: Database, locale: Locale) {
  return db
    .select(summaryColumns(locale))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, profiles.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .$dynamic();
}

function toSummary(row: SummaryRow, locale: Locale): MasterSummary {
  const {
    avatar: image,
    subCategoryId: _id,
    subCategoryTitle: _title,
    translatedAbout,
    aboutLanguage,
    ...rest
  } = row;
  return {
    ...rest,
    shortDescription: translatedAbout ?? row.shortDescription,
    aboutLanguage: translatedAbout !== null || !isLocale(aboutLanguage) ? locale : aboutLanguage,
    cityName: cityName(row.city, row.country, locale),
    avatar: imageRef(image),
  };
}

/**
 * The skills (specialization first, then the other master_skills by level) and the selected
 * brands of several masters: one query each, whatever the number of masters.
 */
async function skillsAndBrands(db: Database, locale: Locale, rows: SummaryRow[]) {
  const ids = rows.map((row) => row.id);
  const skills = new Map<number, Skill[]>(ids.map((id) => [id, []]));
  const chosen = new Map<number, BrandRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return { skills, chosen };
  const specializations = rows.filter((row) => row.subCategoryId !== null);
  const [skillRows, brandRows] = await Promise.all([
    db
      .select({
        userId: masterSkills.userId,
        subCategoryId: masterSkills.subCategoryId,
        level: masterSkills.level,
        title: subCategoryTranslations.title,
      })
      .from(masterSkills)
      .innerJoin(subCategories, eq(subCategories.id, masterSkills.subCategoryId))
      .leftJoin(
        subCategoryTranslations,
        and(
          eq(subCategoryTranslations.subCategoryId, masterSkills.subCategoryId),
          eq(subCategoryTranslations.locale, locale),
        ),
      )
      .where(inArray(masterSkills.userId, ids))
      .orderBy(
        sql`${masterSkills.level} desc nulls last`,
        asc(subCategories.position),
        asc(subCategories.id),
      ),
    db
      .select({ userId: profileBrands.userId, id: brands.id, name: brands.name, website: brands.website })
      .from(profileBrands)
      .innerJoin(brands, eq(brands.id, profileBrands.brandId))
      .where(inArray(profileBrands.userId, ids))
      .orderBy(asc(brands.name)),
  ]);
  for (const row of specializations) {
    const own = skillRows.find(
      (skill) => skill.userId === row.id && skill.subCategoryId === row.subCategoryId,
    );
    skills.get(row.id)?.push({
      subCategoryId: row.subCategoryId as number,
      title: row.subCategoryTitle ?? "",
      level: own?.level ?? null,
    });
  }
  for (const skill of skillRows) {
    const row = rows.find((master) => master.id === skill.userId);
    if (row?.subCategoryId === skill.subCategoryId) continue;
    skills
      .get(skill.userId)
      ?.push({ subCategoryId: skill.subCategoryId, title: skill.title ?? "", level: skill.level });
  }
  for (const { userId, ...brand } of brandRows) chosen.get(userId)?.push(brand);
  return { skills, chosen };
}

async function toCards(db: Database, locale: Locale, rows: SummaryRow[]): Promise<MasterCard[]> {
  const { skills, chosen } = await skillsAndBrands(db, locale, rows);
  return rows.map((row) => ({
    ...toSummary(row, locale),
    skills: skills.get(row.id) ?? [],
    brands: chosen.get(row.id) ?? [],
  }));
}

/** How many masters a list's filters match, kept for a few seconds (see `lessonCounts`). */
const masterCounts = createDatabaseCache<number>();

/**
 * One page of listed masters: the count and the page in two small queries run together; the
 * page's ids are chosen first, so the joins for the cards run for 12 rows only.
 */
export async function listMasters(
  db: Database,
  locale: Locale,
  filters: MasterFilters,
): Promise<Page<MasterCard>> {
  const where = masterConditions(filters);
  const order = ORDERINGS[filters.ordering];
  const pageIds = db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  const [count, rows] = await Promise.all([
    masterCounts.get(db, countKey(filters), async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(where);
      return row?.count ?? 0;
    }),
    summaryQuery(db, locale)
      .where(inArray(profiles.userId, pageIds))
      .orderBy(...order),
  ]);
  return { count, page: filters.page, pageCount: pageCount(count), results: await toCards(db, locale, rows) };
}

/** Active masters' cards in the order of `ids` (the masters a person follows, decision 045). */
export async function masterCardsByIds(db: Database, locale: Locale, ids: number[]): Promise<MasterCard[]> {
  if (ids.length === 0) return [];
  // From the accounts: a master page exists before its profile row does (a fresh account).
  const found = await db
    .select(summaryColumns(locale))
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, profiles.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  const rows: SummaryRow[] = found.map((row) => ({
    ...row,
    shortDescription: row.shortDescription ?? "",
    isTeacher: row.isTeacher ?? false,
    rating: row.rating ?? 0,
    reviewCount: row.reviewCount ?? 0,
    views: row.views ?? 0,
  }));
  const cards = new Map((await toCards(db, locale, rows)).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Teachers and the best rated masters first, for the main page. */
export async function featuredMasters(db: Database, locale: Locale, limit: number): Promise<MasterCard[]> {
  const rows = await summaryQuery(db, locale)
    .where(and(eq(profiles.isListed, true), eq(users.isActive, true)))
    .orderBy(...ORDERINGS.teacher)
    .limit(limit);
  return toCards(db, locale, rows);
}

/**
 * A master's public page data, the same for every visitor (views, drafts and contact details are
 * the route's, by viewer): kept 10 s per locale and address like the lists' counts, and emptied
 * by any change made through the app (ttl-cache.ts). A master page runs nine queries, which on the
 * embedded database wait their turn on its one thread (docs/performance.md, issue 13).
 */
const masterPages = createDatabaseCache<MasterDetail | null>();

export const cachedMaster = (db: Database, locale: Locale, slugOrId: string) =>
  masterPages.get(db, `${locale}|${slugOrId}`, () => getMaster(db, locale, slugOrId));

/**
 * A master's page by username (any case) or numeric id: active users only, listed or not (the
 * route decides who sees an unlisted profile).
 */
export async function getMaster(
  db: Database,
  locale: Locale,
  slugOrId: string,
): Promise<MasterDetail | null> {
  // No slug holds a control character, and PostgreSQL refuses NUL: an unknown page, not a 500.
  if (hasControlCharacters(slugOrId)) return null;
  const byId = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : null;
  if (byId !== null && byId > 2_147_483_647) return null;
  const [row] = await db
    .select({
      ...summaryColumns(locale),
      shortDescription: sql<string>`coalesce(${profiles.shortDescription}, '')`,
      isTeacher: sql<boolean>`coalesce(${profiles.isTeacher}, false)`,
      rating: sql<number>`coalesce(${profiles.rating}, 0)`,
      reviewCount: sql<number>`coalesce(${profiles.reviewCount}, 0)`,
      views: sql<number>`coalesce(${profiles.views}, 0)`,
      isListed: sql<boolean>`coalesce(${profiles.isListed}, false)`,
      categoryId: profiles.categoryId,
      categoryTitle: categoryTitle.title,
      instagram: profiles.instagramUrl,
      facebook: profiles.facebookUrl,
      tiktok: profiles.tiktokUrl,
      youtube: profiles.youtubeUrl,
      website: profiles.websiteUrl,
      videoId: profiles.videoId,
      // The languages its "about" is translated into, "de,en" or null (decision 050).
      translatedInto: sql<
        string | null
      >`(select string_agg(${profileTranslations.language}, ',') from ${profileTranslations} where ${profileTranslations.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(avatar, eq(avatar.id, profiles.avatarId))
    .leftJoin(
      categoryTitle,
      and(eq(categoryTitle.categoryId, profiles.categoryId), eq(categoryTitle.locale, locale)),
    )
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, profiles.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .where(
      and(
        eq(users.isActive, true),
        byId !== null ? eq(users.id, byId) : sql`lower(${users.username}) = lower(${slugOrId})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const [{ skills, chosen }, activities, portfolio, certificateList, lessonCards, usedBrands, reviewList] =
    await Promise.all([
      skillsAndBrands(db, locale, [row]),
      activitiesOf(db, row.id),
      galleries(db, locale, "portfolio", row.id),
      galleries(db, locale, "certificates", row.id),
      lessonsOfMaster(db, locale, row.id),
      brandsOfLessons(db, row.id),
      masterReviews(db, row.id),
    ]);
  const own = isLocale(row.aboutLanguage) ? row.aboutLanguage : null;
  return {
    ...toSummary(row, locale),
    skills: skills.get(row.id) ?? [],
    brands: chosen.get(row.id) ?? [],
    category: row.categoryId === null ? null : { id: row.categoryId, title: row.categoryTitle ?? "" },
    specialization:
      row.subCategoryId === null ? null : { id: row.subCategoryId, title: row.subCategoryTitle ?? "" },
    socials: {
      instagram: row.instagram ?? "",
      facebook: row.facebook ?? "",
      tiktok: row.tiktok ?? "",
      youtube: row.youtube ?? "",
      website: row.website ?? "",
    },
    videoId: row.videoId,
    activities,
    portfolio,
    certificates: certificateList,
    lessons: lessonCards,
    lessonBrands: usedBrands,
    reviews: reviewList,
    isListed: row.isListed,
    languages: [
      ...(own ? [own] : []),
      ...inSiteOrder((row.translatedInto ?? "").split(",")).filter((language) => language !== own),
    ],
  };
}

async function activitiesOf(db: Database, userId: number): Promise<Activity[]> {
  return db
    .select({
      id: professionalActivities.id,
      kind: professionalActivities.kind,
      position: professionalActivities.position,
      organisation: professionalActivities.organisation,
      event: professionalActivities.event,
      year: professionalActivities.year,
      description: professionalActivities.description,
    })
    .from(professionalActivities)
    .where(eq(professionalActivities.userId, userId))
    .orderBy(sql`${professionalActivities.year} desc nulls last`, desc(professionalActivities.id));
}

/** Portfolio items or certificates of a master, newest first, each with its photos in order. */
async function galleries(
  db: Database,
  locale: Locale,
  kind: "portfolio" | "certificates",
  userId: number,
): Promise<Gallery[]> {
  const table = kind === "portfolio" ? portfolioItems : certificates;
  const owner = kind === "portfolio" ? photos.portfolioItemId : photos.certificateId;
  const rows = await db
    .select({
      id: table.id,
      categoryId: table.categoryId,
      categoryTitle: categoryTitle.title,
      subCategoryId: table.subCategoryId,
      subCategoryTitle: subCategoryTitle.title,
      photoId: photos.id,
      image: imageColumns(media),
    })
    .from(table)
    .leftJoin(
      categoryTitle,
      and(eq(categoryTitle.categoryId, table.categoryId), eq(categoryTitle.locale, locale)),
    )
    .leftJoin(
      subCategoryTitle,
      and(eq(subCategoryTitle.subCategoryId, table.subCategoryId), eq(subCategoryTitle.locale, locale)),
    )
    .leftJoin(photos, eq(owner, table.id))
    .leftJoin(media, eq(media.id, photos.mediaId))
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id), asc(photos.position), asc(photos.id));
  const byId = new Map<number, Gallery>();
  for (const row of rows) {
    let gallery = byId.get(row.id);
    if (!gallery) {
      gallery = {
        id: row.id,
        category: titled(row.categoryId, row.categoryTitle),
        subCategory: titled(row.subCategoryId, row.subCategoryTitle),
        photos: [],
      };
      byId.set(row.id, gallery);
    }
    const image = imageRef(row.image);
    if (row.photoId !== null && row.image && image) {
      gallery.photos.push({ id: row.photoId, image, full: fullImageUrl(row.image) });
    }
  }
  return [...byId.values()];
}

function titled(id: number | null, title: string | null): Titled | null {
  return id === null ? null : { id, title: title ?? "" };
}

/** The brands used in a master's published lessons, by name. */
async function brandsOfLessons(db: Database, userId: number): Promise<BrandRef[]> {
  return db
    .selectDistinct({ id: brands.id, name: brands.name, website: brands.website })
    .from(lessons)
    .innerJoin(lessonBrands, eq(lessonBrands.lessonId, lessons.id))
    .innerJoin(brands, eq(brands.id, lessonBrands.brandId))
    .where(and(eq(lessons.masterId, userId), eq(lessons.published, true)))
    .orderBy(asc(brands.name), asc(brands.id));
}
