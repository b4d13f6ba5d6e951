/**
 * The back-office content forms' limits, field names and labels, apart from their schemas
 * (admin-content.ts) so the back-office pages draw the forms without loading zod (the schemas are
 * imported when the page runs: use-validated-form.ts).
 */

import { ICON_NAMES, type IconName } from "~/components/ui/icon-names";
import { CONTENT_PAGE_ROUTES } from "~/content-pages";
import { LOCALES, type Locale } from "~/i18n/locales";

/** Each language's English name, to label the eight title fields. */
export const LOCALE_LABELS: Record<Locale, string> = {
  uk: "Ukrainian",
  ru: "Russian",
  en: "English",
  pl: "Polish",
  fr: "French",
  it: "Italian",
  de: "German",
  es: "Spanish",
};

/** Icons that draw the interface itself (arrows, status, the rating's star), never a category. */
const INTERFACE_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "arrow-right",
  "map-pin",
  "wifi-off",
  "external-link",
  "rating-star",
]);

/** The icons a category or sub-category may have: the sprite's, but for the interface's own. */
export const CONTENT_ICONS = ICON_NAMES.filter((name) => !INTERFACE_ICONS.has(name)) as [
  IconName,
  ...IconName[],
];

export const TITLE_MAX = 120;
export const BODY_MAX = 50_000;
export const URL_MAX = 500;

export const titleField = (locale: Locale) => `title_${locale}` as const;

/** The eight titles of a parsed form, by locale. */
export function titlesOf(data: Record<string, unknown>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, String(data[titleField(locale)])])) as Record<
    Locale,
    string
  >;
}

export const addressField = (locale: Locale) => `address_${locale}` as const;

/** "Used by 2 lessons and 1 profile" (or "Not used"), for a brand. */
export const usageText = (lessons: number, profiles: number) =>
  lessons + profiles === 0
    ? "Not used"
    : `Used by ${lessons} ${lessons === 1 ? "lesson" : "lessons"} and ${profiles} ${profiles === 1 ? "profile" : "profiles"}`;

/** Where a page is seen: its route's path (`about` → `/about-us`), or `/<slug>`. */
export function pagePath(slug: string): string {
  const route = Object.entries(CONTENT_PAGE_ROUTES).find(([, pageSlug]) => pageSlug === slug)?.[0];
  return `/${route ?? slug}`;
}
