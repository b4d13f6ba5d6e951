/** The interface languages, in the order the language switcher lists them. uk is the default and has no URL prefix. */
export const LOCALES = ["uk", "ru", "en", "pl", "fr", "it", "de", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "uk";

/** Each language's own name for itself, shown in the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  uk: "Українська",
  ru: "Русский",
  en: "English",
  pl: "Polski",
  fr: "Français",
  it: "Italiano",
  de: "Deutsch",
  es: "Español",
};

/** The `lng` cookie keeps a chosen language for 365 days (SPEC §9). */
export const LOCALE_COOKIE = "lng";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locales among `languages` (anything else dropped), once each, in the switcher's order. */
export function inSiteOrder(languages: Iterable<string>): Locale[] {
  const found = new Set(languages);
  return LOCALES.filter((locale) => found.has(locale));
}

/**
 * The page a request is for: client navigations fetch `/de/about-us.data`, which is the page
 * `/de/about-us`.
 */
export function pagePathname(url: URL): string {
  return url.pathname.replace(/\.data$/, "") || "/";
}

/** The page a request is for, with its query but without the `_routes` of a data request. */
export function pageHref(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return pagePathname(url) + (query ? `?${query}` : "");
}

/** Splits `/de/about-us` into `de` and `/about-us`; an unprefixed path is uk. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, rest: match?.[2] ?? "/" };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || "/" };
}

/** The URL of `path` (which starts with `/`, may carry a query) in `locale`: `/about-us` → `/de/about-us`. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/"
    ? `/${locale}`
    : path.startsWith("/?")
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}

/**
 * Picks the best supported locale from an `Accept-Language` header, honouring q-values and
 * falling back from a regional tag (`de-AT`) to its language. Returns null when nothing matches.
 */
export function pickAcceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}
