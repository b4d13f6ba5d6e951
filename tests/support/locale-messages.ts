import { readdirSync, readFileSync } from "node:fs";
import { flatten } from "../../app/i18n/translator";

/*
 * A locale's message files as the tests read them (the app merges them per locale in
 * app/i18n/messages.server.ts): every string keyed by its file and path, `common.json:nav.items.lessons`.
 */

const folder = (locale: string) => new URL(`../../locales/${locale}/`, import.meta.url);

/** The locale's message files, by name. */
export const localeFileNames = (locale: string) => readdirSync(folder(locale)).sort();

/** All of a locale's messages, each key prefixed with its file (`common.json:nav.items.lessons`). */
export const localeMessages = (locale: string) =>
  new Map(
    localeFileNames(locale).flatMap((file) =>
      [...flatten(JSON.parse(readFileSync(new URL(file, folder(locale)), "utf8")))].map(
        ([key, value]) => [`${file}:${key}`, value] as const,
      ),
    ),
  );
