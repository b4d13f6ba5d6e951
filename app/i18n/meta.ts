import type { MetaDescriptor } from "react-router";
import { errorKind, shownStatus } from "~/components/ui/error-status";
import { browserMessages, getI18n } from "./i18n";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export const SITE_NAME = "Maistry";

/** A translated `<title>`: `meta.<key>.title — Maistry`. */
export function pageTitle(locale: Locale, key: string): string {
  return `${getI18n(locale, browserMessages(locale)).t(`meta.${key}.title`)} — ${SITE_NAME}`;
}

/** The title of the error page a thrown `error` shows, never indexed. */
export function errorMeta(locale: Locale, error: unknown): MetaDescriptor[] {
  return [
    { title: pageTitle(locale, errorKind(shownStatus(error))) },
    { name: "robots", content: "noindex" },
  ];
}

export function rootLocale(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Locale | null {
  const data = matches.find((match) => match?.id === "root")?.data as { locale?: unknown } | undefined;
  if (!data) return null;
  return isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
}

/**
 * Title, description and their Open Graph twins for a page named in SPEC §2, translated from
 * `meta.<key>`. `title` overrides the translated title (content pages use their own name).
 */
export function translatedMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  key: string,
  title?: string,
): MetaDescriptor[] {
  const locale = rootLocale(matches);
  if (!locale) return [{ title: SITE_NAME }];
  const { t } = getI18n(locale, browserMessages(locale));
  const fullTitle = title ? `${title} — ${SITE_NAME}` : pageTitle(locale, key);
  const description = t(`meta.${key}.description`);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
  ];
}
