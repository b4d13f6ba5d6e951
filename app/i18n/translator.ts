import type { Locale } from "./locales";

/** A locale's messages: nested objects of strings, read with dotted keys ("errors.occurred"). */
export type Messages = Record<string, unknown>;

/** Values for a message's `{{name}}` placeholders; a numeric `count` also picks the plural form. */
export type TranslateValues = Record<string, unknown>;

export type TFunction = (key: string, values?: TranslateValues) => string;

export interface Translator {
  language: Locale;
  t: TFunction;
}

/**
 * The page's translator: what the app used of i18next (dotted keys, `{{name}}` placeholders,
 * plural forms by `count` with the suffixes `_one`, `_few`, `_many`, `_other` chosen by
 * `Intl.PluralRules`), in a few lines instead of ~15 KB of every page's JavaScript and ~8% of the
 * server's render time (docs/performance.md). There is deliberately no fallback language: a missing
 * key shows as the key, which the translation tests catch, instead of silently showing English on
 * a German page. A placeholder without a value is left as it is.
 */
export function createTranslator(language: Locale, messages: Messages): Translator {
  const flat = flatten(messages);
  const plurals = new Intl.PluralRules(language);
  const t: TFunction = (key, values) => {
    let message: string | undefined;
    if (typeof values?.count === "number") {
      message = flat.get(`${key}_${plurals.select(values.count)}`) ?? flat.get(`${key}_other`);
    }
    message ??= flat.get(key);
    if (message === undefined) return key;
    return values && message.includes("{{") ? interpolate(message, values) : message;
  };
  return { language, t };
}

/** Nested messages as one map of dotted keys (`nav.items.lessons`) to their texts. */
export function flatten(messages: Messages, prefix = "", into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else if (value && typeof value === "object") flatten(value as Messages, path, into);
  }
  return into;
}

function interpolate(message: string, values: TranslateValues): string {
  return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}
