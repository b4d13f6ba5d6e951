import type { MetaDescriptor } from "react-router";
import { getI18n, type Messages } from "./i18n";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

const SITE_NAME = "Maistry";

interface RootData {
  locale: Locale;
  messages: Messages;
}

/** A translated `<title>`: `meta.<key>.title — Maistry`. */
export function pageTitle(locale: Locale, messages: Messages, key: string): string {
  return `${getI18n(locale, messages).t(`meta.${key}.title`)} — ${SITE_NAME}`;
}

function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | null {
  const data = matches.find((match) => match?.id === "root")?.data as Partial<RootData> | undefined;
  if (!data?.messages) return null;
  return { locale: isLocale(data.locale) ? data.locale : DEFAULT_LOCALE, messages: data.messages };
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
  const root = rootData(matches);
  if (!root) return [{ title: SITE_NAME }];
  const { t } = getI18n(root.locale, root.messages);
  const fullTitle = title ? `${title} — ${SITE_NAME}` : pageTitle(root.locale, root.messages, key);
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
