import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { LedgerKind, PayoutStatus } from "~/office/types";

/** Accounts. Email is unique regardless of case; the accounts issue adds tokens and sessions. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    username: varchar("username", { length: 64 }).notNull(),
    fullName: varchar("full_name", { length: 150 }).notNull(),
    phone: varchar("phone", { length: 32 }).notNull().default(""),
    country: varchar("country", { length: 2 }).notNull().default(""),
    city: varchar("city", { length: 120 }).notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    isActive: boolean("is_active").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    /**
     * When staff switched the account off (`is_active` is then false too). Tells it apart from an
     * account not yet activated from its email: no activation link or email turns it back on.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** The language the user registered in: emails are written in it. */
    locale: varchar("locale", { length: 2 }).notNull().default("uk"),
    /**
     * The person works as a master or teaches (asked at registration, changed in the office); a
     * learner only buys lessons and is never asked to fill a master profile (decision 037). Not
     * the same as being listed among masters (`profiles.is_listed`).
     */
    isMaster: boolean("is_master").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    // The masters list's country and city filters (the city compared without case).
    index("users_country_idx").on(table.country),
    index("users_city_lower_idx").on(sql`lower(${table.city})`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 64 }).notNull(),
    icon: varchar("icon", { length: 32 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("categories_key_idx").on(table.key)],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    locale: varchar("locale", { length: 2 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.locale] })],
);

export const subCategories = pgTable(
  "sub_categories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 64 }).notNull(),
    icon: varchar("icon", { length: 32 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("sub_categories_key_idx").on(table.key)],
);

export const subCategoryTranslations = pgTable(
  "sub_category_translations",
  {
    subCategoryId: integer("sub_category_id")
      .notNull()
      .references(() => subCategories.id, { onDelete: "cascade" }),
    locale: varchar("locale", { length: 2 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subCategoryId, table.locale] })],
);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 64 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("pages_slug_idx").on(table.slug)],
);

export const pageTranslations = pgTable(
  "page_translations",
  {
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: varchar("locale", { length: 2 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    body: text("body").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.locale] })],
);

/** The footer section: one row (SPEC §3 footer[0]); an empty URL falls back to the network's home. */
export const footerSections = pgTable("footer_sections", {
  id: serial("id").primaryKey(),
  instagramUrl: text("instagram_url").notNull().default(""),
  facebookUrl: text("facebook_url").notNull().default(""),
  tiktokUrl: text("tiktok_url").notNull().default(""),
  youtubeUrl: text("youtube_url").notNull().default(""),
});

/** The team's contact details shown on the contact page: one row; the address per locale. */
export const contactInfo = pgTable("contact_info", {
  id: serial("id").primaryKey(),
  phone: varchar("phone", { length: 32 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

export const contactInfoTranslations = pgTable(
  "contact_info_translations",
  {
    contactInfoId: integer("contact_info_id")
      .notNull()
      .references(() => contactInfo.id, { onDelete: "cascade" }),
    locale: varchar("locale", { length: 2 }).notNull(),
    address: text("address").notNull(),
  },
  (table) => [primaryKey({ columns: [table.contactInfoId, table.locale] })],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 120 }).notNull(),
    website: text("website").notNull().default(""),
  },
  (table) => [uniqueIndex("brands_name_lower_idx").on(sql`lower(${table.name})`)],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each use rotates the token: the old row gets
 * `rotated_at`, a new row of the same family is issued. Presenting a rotated token again means it
 * was stolen, and the whole family is revoked.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: varchar("family_id", { length: 36 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash_idx").on(table.tokenHash),
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

/** One-time tokens sent by email (activation, password reset): hashed, expiring, single use. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 20 }).notNull().$type<"activation" | "password_reset">(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** Where to go after the token is used (a lesson slug for activation). */
    next: varchar("next", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("user_tokens_hash_idx").on(table.tokenHash),
    index("user_tokens_user_idx").on(table.userId),
  ],
);

/** Rate-limit events, in the database so that every instance counts the same. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: varchar("bucket", { length: 40 }).notNull(),
    key: varchar("key", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_events_lookup_idx").on(table.bucket, table.key, table.createdAt)],
);

/**
 * A stored file: an image (kept as WebP in several widths, `variants`) or a video. `storage_key`
 * is where the storage keeps it; for images it is a prefix and each width is `<key>/<width>.webp`.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 8 }).notNull().$type<"image" | "video">(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    mime: varchar("mime", { length: 64 }).notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    durationMs: integer("duration_ms"),
    /** Image widths available, ascending (for srcset). */
    variants: integer("variants").array().notNull().default(sql`'{}'::integer[]`),
    /** A video's poster frame (an image row). */
    posterId: integer("poster_id"),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * What an upload was accepted for (avatar, photo, poster, intro, trailer, full, tips): its
     * size limit was checked for that use, so it may only be used for it.
     */
    purpose: varchar("purpose", { length: 16 }),
    /** The file name the uploader chose (shown while an upload waits for its form). */
    originalName: varchar("original_name", { length: 200 }).notNull().default(""),
    /**
     * Set while an upload waits to be used by a saved form; cleared when it is attached. Uploads
     * still waiting past this time are abandoned: their files and rows are swept.
     */
    pendingUntil: timestamp("pending_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_storage_key_idx").on(table.storageKey),
    index("media_pending_idx").on(table.pendingUntil).where(sql`pending_until is not null`),
    index("media_owner_idx").on(table.ownerId),
  ],
);

/**
 * A user's public master profile. Every user may have one; `is_listed` is true once the basic
 * profile (name, nickname, country, city, category, specialization, description) is filled, and
 * only listed masters appear in lists and search (DESIGN "Who is a master").
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    shortDescription: text("short_description").notNull().default(""),
    /** The language `short_description` is written in (issue 18 §1, decision 050). */
    language: varchar("language", { length: 2 }).notNull().default("uk"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    /** The highest proven qualification level, 1–6. */
    qualificationLevel: smallint("qualification_level"),
    isTeacher: boolean("is_teacher").notNull().default(false),
    isListed: boolean("is_listed").notNull().default(false),
    instagramUrl: text("instagram_url").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    tiktokUrl: text("tiktok_url").notNull().default(""),
    youtubeUrl: text("youtube_url").notNull().default(""),
    websiteUrl: text("website_url").notNull().default(""),
    avatarId: integer("avatar_id").references(() => media.id, { onDelete: "set null" }),
    /** The master's introduction video (the master page's "video" section). */
    videoId: integer("video_id").references(() => media.id, { onDelete: "set null" }),
    views: integer("views").notNull().default(0),
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Name and nickname folded for search (lower case, no accents), see `foldForSearch`. */
    searchText: text("search_text").notNull().default(""),
    hideCompletionPrompt: boolean("hide_completion_prompt").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("profiles_level_range", sql`${table.qualificationLevel} between 1 and 6`),
    check("profiles_language", sql`${table.language} in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es')`),
    // Partial indexes over listed profiles: one per ordering of the masters list, read backward
    // (teacher: teachers first; master: the others first; then rating, review count, id), and
    // one per filter. The trigram index keeps a small pending list (64 kB): see docs/performance.md.
    index("profiles_listed_teacher_idx")
      .on(table.isTeacher, table.rating, table.reviewCount, table.userId)
      .where(sql`is_listed`),
    index("profiles_listed_master_idx")
      .on(table.isTeacher.desc().nullsFirst(), table.rating, table.reviewCount, table.userId)
      .where(sql`is_listed`),
    index("profiles_video_idx").on(table.videoId),
    index("profiles_listed_level_idx").on(table.qualificationLevel).where(sql`is_listed`),
    index("profiles_listed_sub_category_idx").on(table.subCategoryId).where(sql`is_listed`),
    index("profiles_search_idx")
      .using("gin", sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 })
      .where(sql`is_listed`),
  ],
);

/** Specializations a master works in, each with the level proven for it (if any). */
export const masterSkills = pgTable(
  "master_skills",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subCategoryId: integer("sub_category_id")
      .notNull()
      .references(() => subCategories.id, { onDelete: "cascade" }),
    level: smallint("level"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.subCategoryId] }),
    index("master_skills_sub_category_idx").on(table.subCategoryId, table.userId),
    check("master_skills_level_range", sql`${table.level} between 1 and 6`),
  ],
);

export const profileBrands = pgTable(
  "profile_brands",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.brandId] }),
    index("profile_brands_brand_idx").on(table.brandId),
  ],
);

export const ACTIVITY_KINDS = [
  "basic_course",
  "certification_training",
  "coaching",
  "judging",
  "publication",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const professionalActivities = pgTable(
  "professional_activities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 32 }).notNull().$type<ActivityKind>(),
    position: varchar("position", { length: 200 }).notNull().default(""),
    organisation: varchar("organisation", { length: 200 }).notNull().default(""),
    event: varchar("event", { length: 200 }).notNull().default(""),
    year: smallint("year"),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("professional_activities_user_idx").on(table.userId)],
);

/** Portfolio items and certificates share one shape: a category, a specialization, photos. */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("portfolio_items_user_idx").on(table.userId)],
);

export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("certificates_user_idx").on(table.userId)],
);

/** A photo of a portfolio item or of a certificate (exactly one of the two). */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    portfolioItemId: integer("portfolio_item_id").references(() => portfolioItems.id, {
      onDelete: "cascade",
    }),
    certificateId: integer("certificate_id").references(() => certificates.id, { onDelete: "cascade" }),
    teacherApplicationId: integer("teacher_application_id").references(() => teacherApplications.id, {
      onDelete: "cascade",
    }),
    qualificationRequestId: integer("qualification_request_id").references(() => qualificationRequests.id, {
      onDelete: "cascade",
    }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    check(
      "photos_one_owner",
      sql`num_nonnulls(${table.portfolioItemId}, ${table.certificateId}, ${table.teacherApplicationId}, ${table.qualificationRequestId}) = 1`,
    ),
    index("photos_portfolio_idx").on(table.portfolioItemId, table.position),
    index("photos_certificate_idx").on(table.certificateId, table.position),
    index("photos_teacher_application_idx").on(table.teacherApplicationId, table.position),
    index("photos_qualification_request_idx").on(table.qualificationRequestId, table.position),
  ],
);

/** Difficulty: 0 = no level, then beginner, intermediate, advanced (the order of `ordering=level`). */
export const LESSON_LEVELS = ["none", "beginner", "intermediate", "advanced"] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

export const lessons = pgTable(
  "lessons",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 160 }).notNull(),
    masterId: integer("master_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull(),
    about: text("about").notNull(),
    /**
     * The lesson's original language: the video's spoken language, and the language of `title`
     * and `about` (issue 18 §1, decision 050). Translations are in `lesson_translations`.
     */
    language: varchar("language", { length: 2 }).notNull().default("uk"),
    priceCents: integer("price_cents").notNull(),
    /** Index into LESSON_LEVELS. */
    level: smallint("level").notNull().default(0),
    posterId: integer("poster_id").references(() => media.id, { onDelete: "set null" }),
    trailerId: integer("trailer_id").references(() => media.id, { onDelete: "set null" }),
    fullVideoId: integer("full_video_id").references(() => media.id, { onDelete: "set null" }),
    tipsVideoId: integer("tips_video_id").references(() => media.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    views: integer("views").notNull().default(0),
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * The title and its translations' titles folded for search (lower case, no accents, one per
     * line), see `foldForSearch` and `lessonSearchText`.
     */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Why staff took the lesson off the site (shown to its master until it is published again). */
    moderationNote: text("moderation_note"),
  },
  (table) => [
    uniqueIndex("lessons_slug_idx").on(table.slug),
    check("lessons_price_non_negative", sql`${table.priceCents} >= 0`),
    check("lessons_level_range", sql`${table.level} between 0 and 3`),
    check("lessons_language", sql`${table.language} in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es')`),
    // The list's "taught in" filter.
    index("lessons_published_language_idx").on(table.language).where(sql`published`),
    index("lessons_master_idx").on(table.masterId, table.createdAt),
    // The media route finds which lessons use a video on every request.
    index("lessons_trailer_idx").on(table.trailerId),
    index("lessons_full_video_idx").on(table.fullVideoId),
    index("lessons_tips_video_idx").on(table.tipsVideoId),
    // Partial indexes over published lessons: one per ordering of the list, in its directions
    // (each ends in id for a stable order; desc orderings read them backward), and one per
    // filter. The trigram index keeps a small pending list (64 kB): see docs/performance.md.
    index("lessons_published_newest_idx").on(table.publishedAt, table.id).where(sql`published`),
    index("lessons_published_level_idx")
      .on(table.level, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`published`),
    index("lessons_published_views_idx").on(table.views, table.id).where(sql`published`),
    index("lessons_published_rating_idx").on(table.rating, table.reviewCount, table.id).where(sql`published`),
    index("lessons_published_price_idx").on(table.priceCents, table.id).where(sql`published`),
    index("lessons_category_idx").on(table.categoryId).where(sql`published`),
    index("lessons_sub_category_idx").on(table.subCategoryId).where(sql`published`),
    index("lessons_search_idx")
      .using("gin", sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 64 })
      .where(sql`published`),
  ],
);

/**
 * A lesson's title and description in another of the eight languages (issue 18 §1, decision 050):
 * at most one per lesson and language, never in the lesson's own language.
 */
export const lessonTranslations = pgTable(
  "lesson_translations",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    language: varchar("language", { length: 2 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    about: text("about").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.language] }),
    // The list's "available in my language" filter reads the lessons translated into one language.
    index("lesson_translations_language_idx").on(table.language, table.lessonId),
    check(
      "lesson_translations_language",
      sql`${table.language} in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es')`,
    ),
  ],
);

/** A master's "about" text (`profiles.short_description`) in another language (decision 050). */
export const profileTranslations = pgTable(
  "profile_translations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    language: varchar("language", { length: 2 }).notNull(),
    shortDescription: text("short_description").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.language] }),
    check(
      "profile_translations_language",
      sql`${table.language} in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es')`,
    ),
  ],
);

export const lessonBrands = pgTable(
  "lesson_brands",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.brandId] }),
    index("lesson_brands_brand_idx").on(table.brandId, table.lessonId),
  ],
);

/** A buyer's review of a lesson: one per buyer and lesson (the money issue ties it to purchases). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    text: text("text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reviews_user_lesson_idx").on(table.userId, table.lessonId),
    index("reviews_lesson_idx").on(table.lessonId, table.createdAt),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * One row per visitor, subject and day: a view is counted only when its row is new. The visitor
 * is a keyed hash of the user id or of IP and user agent, so no address is stored.
 */
export const viewEvents = pgTable(
  "view_events",
  {
    subject: varchar("subject", { length: 8 }).notNull().$type<"lesson" | "master">(),
    subjectId: integer("subject_id").notNull(),
    visitor: varchar("visitor", { length: 32 }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId, table.day, table.visitor] }),
    index("view_events_day_idx").on(table.day),
  ],
);

// ---------------------------------------------------------------------------------------------
// Money (DESIGN "Money"): integer cents in USD. Every movement of a balance is a ledger entry
// written in the same transaction as what caused it; `balances` holds each user's running sum,
// and its CHECK is what keeps a balance from going below zero, whatever the code above it does.

/** A user's current balance: the sum of their ledger entries, never below zero. */
export const balances = pgTable(
  "balances",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balanceCents: integer("balance_cents").notNull().default(0),
  },
  (table) => [check("balances_non_negative", sql`${table.balanceCents} >= 0`)],
);

/** A lesson bought by a user, at the price paid then: once per buyer and lesson. */
export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    /** The master's code used (decision 047), and what it took off the lesson's price then. */
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    discountCents: integer("discount_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("purchases_user_lesson_idx").on(table.userId, table.lessonId),
    index("purchases_user_created_idx").on(table.userId, table.createdAt),
    index("purchases_lesson_idx").on(table.lessonId),
    check("purchases_price_non_negative", sql`${table.priceCents} >= 0`),
    check("purchases_discount_non_negative", sql`${table.discountCents} >= 0`),
  ],
);

/**
 * A refunded purchase (decision 049): the purchase row itself is deleted, so access ends wherever
 * a purchase gives it, and kept here with who refunded it and why. Once per purchase.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    /** The deleted purchase's id (its ledger movements name it until then). */
    purchaseId: integer("purchase_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** What the buyer had paid, and now has back. */
    priceCents: integer("price_cents").notNull(),
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    /** The staff member who refunded it; null: the buyer asked. */
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    reason: varchar("reason", { length: 500 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("refunds_purchase_unique").on(table.purchaseId),
    index("refunds_user_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * A master's request to be paid out (decision 048). Its amount is held from the balance when asked
 * (a `payout` ledger debit); staff mark it paid with their reference, or reject it with a reason
 * (a `payout_release` credit gives the amount back). The payout details are sealed (AES-256-GCM).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("pending").$type<PayoutStatus>(),
    /** Who pays it out: the team by hand today; a Stripe Connect transfer later. */
    provider: varchar("provider", { length: 16 }).notNull().default("manual").$type<"manual">(),
    /** The account holder and IBAN or other details, sealed with the server's key. */
    detailsSealed: text("details_sealed").notNull(),
    /** The bank transfer's reference when paid. */
    reference: varchar("reference", { length: 200 }).notNull().default(""),
    /** Why it was rejected. */
    reason: varchar("reason", { length: 500 }).notNull().default(""),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("payouts_user_idx").on(table.userId, table.createdAt),
    index("payouts_status_idx").on(table.status, table.createdAt),
    check("payouts_amount_positive", sql`${table.amountCents} > 0`),
    check("payouts_status", sql`${table.status} in ('pending', 'paid', 'rejected')`),
  ],
);

/** A balance top-up through a payment provider; credited once, when the provider confirms it. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 16 }).notNull().$type<"test" | "stripe">(),
    amountCents: integer("amount_cents").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("pending").$type<"pending" | "succeeded">(),
    /** The provider's id of the payment (a Stripe Checkout Session id). */
    externalId: varchar("external_id", { length: 255 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_external_idx").on(table.provider, table.externalId),
    index("payments_user_idx").on(table.userId, table.createdAt),
    check("payments_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** Provider events already handled (webhook deliveries are retried and may be replayed). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: varchar("provider", { length: 16 }).notNull(),
    eventId: varchar("event_id", { length: 255 }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** One signed movement of a user's balance (+ credit, − debit). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    kind: varchar("kind", { length: 16 }).notNull().$type<LedgerKind>(),
    /** What it was for, kept as text so history survives a deleted lesson: a title, a reason. */
    reference: varchar("reference", { length: 300 }).notNull().default(""),
    purchaseId: integer("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** The staff member who made an adjustment. */
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_user_idx").on(table.userId, table.createdAt, table.id),
    check("ledger_entries_amount_not_zero", sql`${table.amountCents} <> 0`),
    check(
      "ledger_entries_kind",
      sql`${table.kind} in ('top_up', 'purchase', 'sale', 'commission', 'adjustment', 'refund', 'payout', 'payout_release')`,
    ),
  ],
);

/**
 * The answer given to a request carrying an `Idempotency-Key`, per user: the same key again gets
 * the same answer and changes nothing; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 255 }).notNull(),
    /** A hash of what was asked (operation and its parameters). */
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    response: text("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/** What staff decide on an application or a qualification request. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
const reviewStatusCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('pending', 'approved', 'rejected')`);

/**
 * Email waiting to go out (a transactional outbox): written in the same transaction as what it
 * tells about, sent at once when possible and retried with back-off while SMTP is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: varchar("recipient", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Reply-To (the visitor's address on a contact message), or empty. */
    replyTo: varchar("reply_to", { length: 254 }).notNull().default(""),
    /** The one-click unsubscribe URL (`List-Unsubscribe`), or empty. */
    listUnsubscribe: varchar("list_unsubscribe", { length: 1000 }).notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    /** When the next try may start; also a lease: a sender claims a row by moving it forward. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`sent_at is null`)],
);

/** A message from the questions form (SPEC §4 contact form: name, phone_num, email, message). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 150 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 32 }).notNull().default(""),
    message: text("message").notNull(),
    /** The language the visitor wrote from (answer in it). */
    locale: varchar("locale", { length: 2 }).notNull(),
    /** The signed-in user who sent it, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_open_idx").on(table.createdAt).where(sql`answered_at is null`)],
);

/** A request to become a teacher (DESIGN "Who is a master"); one pending per user. */
export const teacherApplications = pgTable(
  "teacher_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experience: text("experience").notNull(),
    motivation: text("motivation").notNull(),
    /** Links to the applicant's work, one per line. */
    links: text("links").notNull().default(""),
    status: varchar("status", { length: 8 }).notNull().default("pending").$type<ReviewStatus>(),
    /** Staff's note to the applicant (required when rejecting). */
    staffNote: text("staff_note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    reviewStatusCheck("teacher_applications_status", table.status),
    uniqueIndex("teacher_applications_one_pending_idx").on(table.userId).where(sql`status = 'pending'`),
    index("teacher_applications_user_idx").on(table.userId, table.createdAt),
    index("teacher_applications_status_idx").on(table.status, table.createdAt),
  ],
);

/** A proof-of-qualification request: the level asked for, certificates as photos; one pending per user. */
export const qualificationRequests = pgTable(
  "qualification_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    requestedLevel: smallint("requested_level").notNull(),
    description: text("description").notNull(),
    status: varchar("status", { length: 8 }).notNull().default("pending").$type<ReviewStatus>(),
    /** The level staff granted (may differ from the one asked for). */
    grantedLevel: smallint("granted_level"),
    staffNote: text("staff_note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    reviewStatusCheck("qualification_requests_status", table.status),
    check("qualification_requests_level_range", sql`${table.requestedLevel} between 1 and 6`),
    check("qualification_requests_granted_range", sql`${table.grantedLevel} between 1 and 6`),
    uniqueIndex("qualification_requests_one_pending_idx").on(table.userId).where(sql`status = 'pending'`),
    index("qualification_requests_user_idx").on(table.userId, table.createdAt),
    index("qualification_requests_status_idx").on(table.status, table.createdAt),
  ],
);

/** Every staff action in the back-office, newest first on its page. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done, e.g. `category.update`, `user.deactivate`, `teacher_application.approve`. */
    action: varchar("action", { length: 64 }).notNull(),
    /** What it was done to, e.g. `category:3`, `user:17`. */
    subject: varchar("subject", { length: 80 }).notNull(),
    /**
     * A short account (a reason, the fields changed): a message key and its values as JSON, shown
     * in the reader's language (app/admin/stored-text.ts); plain text in rows from before.
     */
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt, table.id)],
);

/** Where a lesson video's streaming renditions stand (issue 17, decision 039). */
export const TRANSCODE_STATES = ["queued", "running", "ready", "failed"] as const;
export type TranscodeState = (typeof TRANSCODE_STATES)[number];

/**
 * The transcode queue and its outcome, one row per lesson video: a background job turns the
 * upload into HLS renditions (`hls/<media id>/…` in the storage). A worker claims a row by taking
 * a lease (`lease_owner`, `lease_until`) with `for update skip locked`, so several app instances
 * share the queue; a row whose lease ran out (its instance died) is claimed again. A failed
 * attempt is retried after `run_after` (back-off) until `attempts` reaches the limit; then the
 * row stays `failed` with `error`, a reason code the master's editor shows in their language.
 */
export const videoTranscodes = pgTable(
  "video_transcodes",
  {
    mediaId: integer("media_id")
      .primaryKey()
      .references(() => media.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 8 }).notNull().default("queued").$type<TranscodeState>(),
    attempts: smallint("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: varchar("lease_owner", { length: 80 }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Heights of the renditions made, ascending (360, 540, 720, 1080). */
    renditions: smallint("renditions").array().notNull().default(sql`'{}'::smallint[]`),
    /** Why the last attempt failed: a reason code (for example `unreadable`, `interrupted`). */
    error: varchar("error", { length: 32 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check("video_transcodes_state", sql`${table.state} in ('queued', 'running', 'ready', 'failed')`),
    // The worker's claim: queued rows due now, and running rows whose lease ran out.
    index("video_transcodes_due_idx").on(table.runAfter).where(sql`state in ('queued', 'running')`),
  ],
);

/**
 * The steps (chapters) of a lesson's full video: a title and the moment it starts, in order
 * (issue 17, decision 039). `position` is 0-based and dense; `start_ms` grows with it.
 */
export const lessonSteps = pgTable(
  "lesson_steps",
  {
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    startMs: integer("start_ms").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.position] }),
    check("lesson_steps_start_non_negative", sql`${table.startMs} >= 0`),
  ],
);

/**
 * WebVTT subtitles of a lesson's trailer or full video, one file per language (issue 17 §6,
 * decision 044). The file lives in the media storage under `storage_key`.
 */
export const lessonSubtitles = pgTable(
  "lesson_subtitles",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** "trailer" or "full". */
    part: varchar("part", { length: 8 }).notNull(),
    /** One of the site's eight locales. */
    language: varchar("language", { length: 2 }).notNull(),
    storageKey: text("storage_key").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lesson_subtitles_lesson_part_language_idx").on(table.lessonId, table.part, table.language),
    index("lesson_subtitles_language_idx").on(table.language, table.part, table.lessonId),
    check("lesson_subtitles_part", sql`${table.part} in ('trailer', 'full')`),
    check(
      "lesson_subtitles_language",
      sql`${table.language} in ('uk', 'ru', 'en', 'pl', 'fr', 'it', 'de', 'es')`,
    ),
  ],
);

/**
 * Where a buyer stands in a lesson's full video (issue 17 §5, decision 043): one row per viewer and
 * lesson. `position_ms` is the last position saved, `furthest_ms` the furthest ever reached (it
 * never goes back), `duration_ms` the video's length the percentages use; `completed_at` is set
 * once the furthest reaches 90 % of it and stays set.
 */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    positionMs: integer("position_ms").notNull(),
    furthestMs: integer("furthest_ms").notNull(),
    durationMs: integer("duration_ms").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    // The master's totals read a lesson's rows.
    index("lesson_progress_lesson_idx").on(table.lessonId),
    check(
      "lesson_progress_positions",
      sql`${table.positionMs} >= 0 and ${table.furthestMs} >= ${table.positionMs} and ${table.durationMs} > 0`,
    ),
  ],
);

/**
 * A lesson a signed-in visitor saved for later (the heart on cards and the lesson page; issue 18
 * §3, decision 045). One row per person and lesson; rows go with either.
 */
export const savedLessons = pgTable(
  "saved_lessons",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    // The office lists a person's saved lessons newest first.
    index("saved_lessons_user_created_idx").on(table.userId, table.createdAt),
    index("saved_lessons_lesson_idx").on(table.lessonId),
  ],
);

/** A person following a master: the master's newly published lessons are emailed to them (decision 045). */
export const masterFollows = pgTable(
  "master_follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    masterId: integer("master_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.masterId] }),
    index("master_follows_follower_created_idx").on(table.followerId, table.createdAt),
    // Publishing a lesson reads its master's followers.
    index("master_follows_master_idx").on(table.masterId),
    check("master_follows_not_self", sql`${table.followerId} <> ${table.masterId}`),
  ],
);

/**
 * Lessons whose followers were told of their publication: one row per lesson, written with the
 * emails, so that publishing again never sends again (decision 045).
 */
export const lessonAnnouncements = pgTable("lesson_announcements", {
  lessonId: integer("lesson_id")
    .primaryKey()
    .references(() => lessons.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Questions of a lesson's buyers, asked on the lesson page (issue 18 §2, decision 046). Staff may
 * hide one with a reason (`hidden_at`, `hidden_by`, `hidden_reason`): it disappears for everyone
 * but staff, its answers with it.
 */
export const lessonQuestions = pgTable(
  "lesson_questions",
  {
    id: serial("id").primaryKey(),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason").notNull().default(""),
  },
  (table) => [
    // A page of a lesson's questions, newest first.
    index("lesson_questions_lesson_idx").on(table.lessonId, table.createdAt, table.id),
    check("lesson_questions_body_length", sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/** Answers to a lesson's questions, by the lesson's master or staff; hidden by staff like questions. */
export const lessonAnswers = pgTable(
  "lesson_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason").notNull().default(""),
  },
  (table) => [
    index("lesson_answers_question_idx").on(table.questionId, table.createdAt, table.id),
    check("lesson_answers_body_length", sql`char_length(${table.body}) between 1 and 4000`),
  ],
);

/** A discount kind: a percentage of the price or a fixed amount in cents (decision 047). */
export const COUPON_KINDS = ["percent", "fixed"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A master's discount code for their own lessons (issue 18 §4, decision 047): stored upper-case,
 * unique per master; `uses` counts the purchases made with it that stand (a refund gives its use
 * back, decision 053), never above `max_uses`.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    masterId: integer("master_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 24 }).notNull(),
    kind: varchar("kind", { length: 8 }).notNull().$type<CouponKind>(),
    /** Whole percent (1–100) or cents. */
    amount: integer("amount").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_master_code_idx").on(table.masterId, table.code),
    check("coupons_kind", sql`${table.kind} in ('percent', 'fixed')`),
    check(
      "coupons_amount",
      sql`${table.amount} >= 1 and (${table.kind} <> 'percent' or ${table.amount} <= 100)`,
    ),
    check("coupons_code_upper", sql`${table.code} = upper(${table.code})`),
    check(
      "coupons_uses",
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** The lessons a coupon is limited to; none means all of its master's lessons. */
export const couponLessons = pgTable(
  "coupon_lessons",
  {
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.lessonId] }),
    index("coupon_lessons_lesson_idx").on(table.lessonId),
  ],
);
