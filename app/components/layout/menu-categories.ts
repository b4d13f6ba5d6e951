import { useCallback, useEffect, useState } from "react";
import type { Locale } from "~/i18n/locales";
import type { ShellCategory } from "./site-data";

/** How long after a page is shown the menus' categories are fetched if nobody reached for them. */
const IDLE_LOAD_MS = 1500;

interface ApiCategory {
  id: number;
  title: string;
  icon: string;
  sub_categories: ShellCategory["subCategories"];
}

/** One request per locale and page load: every menu and every later page share it. */
const requests = new Map<Locale, Promise<ShellCategory[]>>();

function fetchMenuCategories(locale: Locale): Promise<ShellCategory[]> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`/api/${locale}/api/main/categories`)
      .then((response) => (response.ok ? (response.json() as Promise<ApiCategory[]>) : []))
      .then((list) =>
        list.map(({ sub_categories, ...category }) => ({ ...category, subCategories: sub_categories })),
      )
      .catch(() => {
        // A failure leaves the menus without sub-menus, as the specification asks; the next
        // document load asks again.
        requests.delete(locale);
        return [];
      });
    requests.set(locale, request);
  }
  return request;
}

/**
 * The categories of the header's Lessons and Masters sub-menus, fetched from the categories API
 * in the browser (decision 029): null until they arrive, so the server's page and the first
 * render hold no sub-menu. They are asked for once the page is idle, or at once by `reach` (a
 * pointer or focus entering the navigation), and again when the locale changes.
 */
export function useMenuCategories(locale: Locale): {
  categories: ShellCategory[] | null;
  reach: () => void;
} {
  const [loaded, setLoaded] = useState<{ locale: Locale; categories: ShellCategory[] } | null>(null);
  const [wanted, setWanted] = useState(false);
  const reach = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (wanted) return;
    const timer = window.setTimeout(reach, IDLE_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, reach]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetchMenuCategories(locale).then((categories) => {
      if (current) setLoaded({ locale, categories });
    });
    return () => {
      current = false;
    };
  }, [wanted, locale]);

  return { categories: loaded?.locale === locale ? loaded.categories : null, reach };
}
