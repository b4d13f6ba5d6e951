import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

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
    /** The language the user registered in: emails are written in it. */
    locale: varchar("locale", { length: 2 }).notNull().default("uk"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
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
