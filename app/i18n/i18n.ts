import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "./locales";

export type Messages = Record<string, unknown>;

declare global {
  interface Window {
    /** Filled by `/i18n/<locale>.<hash>.js` before the app hydrates. */
    __maistryMessages?: Partial<Record<Locale, Messages>>;
  }
}

/**
 * The messages the browser loaded for a locale ({} on the server, where `getI18n` already holds
 * the locale's instance, created with its messages before rendering starts).
 */
export function browserMessages(locale: Locale): Messages {
  return typeof window === "undefined" ? {} : (window.__maistryMessages?.[locale] ?? {});
}

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale, created once and reused: the language of an instance never
 * changes, so requests can share it (a fresh instance per request costs ~13% CPU on a small page).
 * There is deliberately no fallback language: a missing key shows as the key, which the
 * translation tests catch, instead of silently showing English on a German page.
 */
export function getI18n(locale: Locale, messages: Messages): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  const resources: Resource = { [locale]: { common: messages } };
  instance.use(initReactI18next).init({
    lng: locale,
    resources,
    ns: ["common"],
    defaultNS: "common",
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Never remember an instance built without its messages (a page rendered before they arrived).
  if (Object.keys(messages).length > 0) instances.set(locale, instance);
  return instance;
}
