/**
 * The back-office content forms' limits, field names and labels, apart from their schemas
 * (admin-content.ts) so the back-office pages draw the forms without loading zod (the schemas are
 * imported when the page runs: use-validated-form.ts).
 */

import { ICON_NAMES, type IconName } from "~/components/ui/icon-names";
import { CONTENT_PAGE_ROUTES } from "~/content-pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { TFunction } from "~/i18n/translator";

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
export const KEY_MAX = 64;
export const EMAIL_MAX = 254;
export const ADDRESS_MAX = 300;

export const titleField = (locale: Locale) => `title_${locale}` as const;

/** The eight titles of a parsed form, by locale. */
export function titlesOf(data: Record<string, unknown>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, String(data[titleField(locale)])])) as Record<
    Locale,
    string
  >;
}

export const addressField = (locale: Locale) => `address_${locale}` as const;

/** "Used by 2 lessons and 1 profile" (or "Not used"), for a brand, in the page's language. */
export const usageText = (t: TFunction, lessons: number, profiles: number) =>
  lessons + profiles === 0
    ? t("admin.brands.unused")
    : t("admin.brands.usedBy", {
        lessons: t("admin.brands.lessons", { count: lessons }),
        profiles: t("admin.brands.profiles", { count: profiles }),
      });

/** Where a page is seen: its route's path (`about` → `/about-us`), or `/<slug>`. */
export function pagePath(slug: string): string {
  const route = Object.entries(CONTENT_PAGE_ROUTES).find(([, pageSlug]) => pageSlug === slug)?.[0];
  return `/${route ?? slug}`;
}
