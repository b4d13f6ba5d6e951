import { readFileSync } from "node:fs";
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

const load = (locale: string) =>
  flatten(JSON.parse(readFileSync(new URL(`../../locales/${locale}/common.json`, import.meta.url), "utf8")));
const english = load("en");
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]).sort();
// Values that are the same in every language.
const UNIVERSAL = /^(Maistry|Instagram|Facebook|TikTok|YouTube|OpenStreetMap|\d+|E-?mail|Email)$/i;

describe.each(LOCALES.filter((locale) => locale !== "en"))("locales/%s/common.json", (locale) => {
  const messages = load(locale);

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
