import type { Locale } from "./locales";
import { createTranslator, type Messages, type Translator } from "./translator";

export type { Messages } from "./translator";

declare global {
  interface Window {
    /** Filled by the `/i18n/<locale>.<bundle>.<hash>.js` scripts before the app hydrates. */
    __maistryMessages?: Partial<Record<Locale, Messages>>;
    /** The bundles those scripts added, as `<locale>.<bundle>` (their `data-messages`). */
    __maistryBundles?: string[];
  }
}

/**
 * The messages the browser loaded for a locale ({} on the server, where `getI18n` already holds
 * the locale's translator, created with its messages before rendering starts).
 */
export function browserMessages(locale: Locale): Messages {
  return typeof window === "undefined" ? {} : (window.__maistryMessages?.[locale] ?? {});
}

const translators = new Map<Locale, Translator>();

/**
 * One translator per locale, created once and reused: its language never changes, so requests
 * can share it.
 */
export function getI18n(locale: Locale, messages: Messages): Translator {
  const existing = translators.get(locale);
  if (existing) return existing;
  const translator = createTranslator(locale, messages);
  // Never remember a translator built without its messages (a page rendered before they arrived).
  if (Object.keys(messages).length > 0) translators.set(locale, translator);
  return translator;
}
