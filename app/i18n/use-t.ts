import { createContext, useContext } from "react";
import { DEFAULT_LOCALE } from "./locales";
import { createTranslator, type TFunction, type Translator } from "./translator";

/** The page's translator, provided by the root (and entry.server) for everything below. */
export const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LOCALE, {}));

/**
 * The page's `t`, for components. A translator serves one language that never changes
 * (app/i18n/i18n.ts): a page in another language has another translator, and that re-renders its
 * readers.
 */
export function useT(): TFunction {
  return useContext(TranslatorContext).t;
}

/** The page's translator (its language is the page's locale). */
export function usePageI18n(): Translator {
  return useContext(TranslatorContext);
}
