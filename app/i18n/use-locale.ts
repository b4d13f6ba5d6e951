import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from "./locales";

/** The locale of the page being shown. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** `href("/about-us")` → `/de/about-us` on a German page. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(locale, path);
}
