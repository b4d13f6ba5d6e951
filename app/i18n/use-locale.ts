import { type Locale, localizePath } from "./locales";
import { usePageI18n } from "./use-t";

/** The locale of the page being shown. */
export function useLocale(): Locale {
  return usePageI18n().language;
}

/** `href("/about-us")` → `/de/about-us` on a German page. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(locale, path);
}
