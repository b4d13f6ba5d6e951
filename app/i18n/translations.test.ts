import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const folder = (locale: string) => new URL(`../../locales/${locale}/`, import.meta.url);
const fileNames = (locale: string) => readdirSync(folder(locale)).sort();
/** All of a locale's messages, each key prefixed with its file (`common:nav.items.lessons`). */
const load = (locale: string) =>
  new Map(
    fileNames(locale).flatMap((file) =>
      [...flatten(JSON.parse(readFileSync(new URL(file, folder(locale)), "utf8")))].map(
        ([key, value]) => [`${file}:${key}`, value] as const,
      ),
    ),
  );
const english = load("en");
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]).sort();
// Values that are the same in every language.
const UNIVERSAL = /^(Maistry|Instagram|Facebook|TikTok|YouTube|OpenStreetMap|\d+|E-?mail|Email)$/i;

describe.each(LOCALES.filter((locale) => locale !== "en"))("locales/%s", (locale) => {
  const messages = load(locale);

  it("has the same files as English", () => {
    expect(fileNames(locale)).toEqual(fileNames("en"));
  });

  it("has exactly the English keys", () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps every placeholder and leaves nothing empty", () => {
    for (const [key, value] of english) {
      expect(messages.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(messages.get(key) ?? ""), key).toEqual(placeholders(value));
    }
  });

  it("translates every string (no English left behind)", () => {
    const untranslated = [...english].filter(
      ([key, value]) =>
        messages.get(key) === value && !UNIVERSAL.test(value) && !/^© \{\{from\}\}/.test(value),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
