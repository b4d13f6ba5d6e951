import { and, asc, count, eq, sql } from "drizzle-orm";
import { CONTENT_PAGE_ROUTES } from "~/content-pages";
import { inSiteOrder, isLocale, LOCALES, type Locale, localizePath } from "~/i18n/locales";
import type { Database } from "../db/client.server";
import { lessons, lessonTranslations, profiles, profileTranslations, users } from "../db/schema";

/**
 * `/sitemap.xml`: every public page in every locale it is in (a lesson or a master: its original
 * language and its translations), each URL with its hreflang alternates.
 *
 * The protocol allows 50,000 URLs and 50 MB per file. Each page here is eight URLs (one per
 * locale), each carrying nine alternate links, up to about 2.5 KB per URL with long slugs; 2,000
 * pages (16,000 URLs, at most ~40 MB) per file keeps clear of both limits. While everything fits
 * in one file, `/sitemap.xml` is that file; past it, `/sitemap.xml` is a sitemap index pointing at
 * `/sitemap/1.xml`, `/sitemap/2.xml`… over one sequence: the fixed pages, the published lessons
 * (by id), then the listed masters (by id).
 */
export const SITEMAP_PAGES_PER_FILE = 2000;

/** The pages that are always there (the catalog lists, the main and content pages). */
export const FIXED_SITEMAP_PATHS: readonly string[] = [
  "/",
  "/lessons",
  "/masters",
  ...Object.keys(CONTENT_PAGE_ROUTES).map((path) => `/${path}`),
  "/contact",
];

export interface SitemapPage {
  /** The page's path without a locale prefix (the uk URL). */
  path: string;
  lastmod: Date | null;
  /**
   * The languages the page is listed in, its original first (x-default): a lesson or a master in
   * its own language and those it is translated into (decision 050). Every locale when left out.
   */
  locales?: readonly Locale[];
}

/** The original language and the aggregated translations ("de,en") as a page's languages. */
function pageLocales(original: string, translated: string | null): Locale[] {
  const first = isLocale(original) ? original : LOCALES[0];
  return [first, ...inSiteOrder((translated ?? "").split(",")).filter((locale) => locale !== first)];
}

interface Counts {
  lessons: number;
  masters: number;
}

const publishedLesson = eq(lessons.published, true);
const listedMaster = and(eq(profiles.isListed, true), eq(users.isActive, true));

async function countEntries(db: Database): Promise<Counts> {
  const [[lessonCount], [masterCount]] = await Promise.all([
    db.select({ n: count() }).from(lessons).where(publishedLesson),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(listedMaster),
  ]);
  return { lessons: lessonCount?.n ?? 0, masters: masterCount?.n ?? 0 };
}

async function lessonPages(db: Database, offset: number, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      slug: lessons.slug,
      lastmod: sql<Date>`coalesce(${lessons.publishedAt}, ${lessons.createdAt})`.mapWith(lessons.createdAt),
      language: lessons.language,
      translated: sql<
        string | null
      >`(select string_agg(${lessonTranslations.language}, ',') from ${lessonTranslations} where ${lessonTranslations.lessonId} = ${lessons.id})`,
    })
    .from(lessons)
    .where(publishedLesson)
    .orderBy(asc(lessons.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: `/lessons/${encodeURIComponent(row.slug)}`,
    lastmod: row.lastmod,
    locales: pageLocales(row.language, row.translated),
  }));
}

async function masterPages(db: Database, offset: number, limit: number): Promise<SitemapPage[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      username: users.username,
      lastmod: profiles.updatedAt,
      language: profiles.language,
      translated: sql<
        string | null
      >`(select string_agg(${profileTranslations.language}, ',') from ${profileTranslations} where ${profileTranslations.userId} = ${profiles.userId})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(listedMaster)
    .orderBy(asc(profiles.userId))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    path: `/masters/${encodeURIComponent(row.username)}`,
    lastmod: row.lastmod,
    locales: pageLocales(row.language, row.translated),
  }));
}

/** Pages `start` to `start + limit` of the sequence: fixed pages, lessons, masters. */
async function pagesSlice(
  db: Database,
  counts: Counts,
  start: number,
  limit: number,
): Promise<SitemapPage[]> {
  const end = start + limit;
  const fixed = FIXED_SITEMAP_PATHS.slice(start, end).map((path) => ({ path, lastmod: null }));
  const lessonStart = Math.max(0, start - FIXED_SITEMAP_PATHS.length);
  const lessonEnd = Math.min(counts.lessons, Math.max(0, end - FIXED_SITEMAP_PATHS.length));
  const masterOffset = FIXED_SITEMAP_PATHS.length + counts.lessons;
  const masterStart = Math.max(0, start - masterOffset);
  const masterEnd = Math.min(counts.masters, Math.max(0, end - masterOffset));
  const [lessonSlice, masterSlice] = await Promise.all([
    lessonPages(db, lessonStart, lessonEnd - lessonStart),
    masterPages(db, masterStart, masterEnd - masterStart),
  ]);
  return [...fixed, ...lessonSlice, ...masterSlice];
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>`: each page once per language it is in, each with those and `x-default` as alternates. */
export function renderUrlSet(origin: string, pages: readonly SitemapPage[]): string {
  const parts = [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const locales = page.locales ?? LOCALES;
    const fallback = page.locales?.[0] ? localizePath(page.locales[0], page.path) : page.path;
    const alternates = [
      ...locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(locale, page.path))}"/>\n`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>\n`,
    ].join("");
    const lastmod = page.lastmod ? `    <lastmod>${page.lastmod.toISOString()}</lastmod>\n` : "";
    for (const locale of locales) {
      parts.push(
        `  <url>\n    <loc>${escapeXml(origin + localizePath(locale, page.path))}</loc>\n${lastmod}${alternates}  </url>\n`,
      );
    }
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

export function renderSitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, index) =>
      `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemap/${index + 1}.xml`)}</loc>\n  </sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}

/**
 * The XML of `/sitemap.xml` (`file` null) or of `/sitemap/<file>.xml`; null when there is no
 * such file (a numbered file while everything fits in one, or past the last).
 */
export async function sitemapXml(
  db: Database,
  {
    origin,
    file,
    pagesPerFile = SITEMAP_PAGES_PER_FILE,
  }: { origin: string; file: number | null; pagesPerFile?: number },
): Promise<string | null> {
  const counts = await countEntries(db);
  const total = FIXED_SITEMAP_PATHS.length + counts.lessons + counts.masters;
  const files = Math.ceil(total / pagesPerFile);
  if (file === null) {
    if (files > 1) return renderSitemapIndex(origin, files);
    return renderUrlSet(origin, await pagesSlice(db, counts, 0, total));
  }
  if (files <= 1 || !Number.isInteger(file) || file < 1 || file > files) return null;
  return renderUrlSet(origin, await pagesSlice(db, counts, (file - 1) * pagesPerFile, pagesPerFile));
}

/** Pages that are personal or only make sense to a person (sign-in and recovery steps). */
const PRIVATE_PAGE_PATHS = [
  "/personal-info",
  "/admin",
  "/login",
  "/registration",
  "/forgot-password",
  "/check-email",
  "/new-password",
  "/success-registration",
  "/logout",
];

/** `/robots.txt`: public pages open; the API, videos, the language switch, personal and auth pages closed. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    "/api/",
    "/media/video/",
    "/language/",
    // Unprefixed (uk) and under every prefix (`/uk/...` only redirects, but costs nothing).
    ...PRIVATE_PAGE_PATHS.flatMap((path) => [path, ...LOCALES.map((locale) => `/${locale}${path}`)]),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
