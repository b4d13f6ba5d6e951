import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const fixed = new WeakMap<I18n, TFunction<"common">>();

/**
 * The page's `t`, for components. Each i18next instance serves one language that never changes
 * (app/i18n/i18n.ts), and the root hands the page's instance down through `I18nextProvider`, so a
 * component needs no subscription to language changes: a page in another language has another
 * instance, and that re-renders its readers. `useTranslation()` does that work anyway and, on the
 * server, copies the whole i18next instance for every component that calls it (8% of the CPU of
 * an uncached catalog page, docs/performance.md).
 */
export function useT(): TFunction<"common"> {
  const i18n = usePageI18n();
  let t = fixed.get(i18n);
  if (!t) {
    // The instance's own `t`: its language and default namespace are the fixed ones already, and
    // getFixedT's wrapper copies all of i18next's options on every call (8% of a catalog page).
    t = i18n.t.bind(i18n) as TFunction<"common">;
    fixed.set(i18n, t);
  }
  return t;
}

/** The page's i18next instance (its language is the page's locale). */
export function usePageI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}
