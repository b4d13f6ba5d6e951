import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pages } from "~/server/seed/reference-data";
import { GLOSSARY, glossaryDrift } from "./glossary";
import { LOCALES, type Locale } from "./locales";

type Tree = { [key: string]: string | Tree };
const strings = (tree: Tree, prefix: string): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value, `${prefix}${key}.`),
  );

/** Every text of a locale: its interface messages and the seeded pages' names and bodies. */
function texts(locale: Locale): [string, string][] {
  const folder = new URL(`../../locales/${locale}/`, import.meta.url);
  const messages = readdirSync(folder).flatMap((file) =>
    strings(JSON.parse(readFileSync(new URL(file, folder), "utf8")), `${file}:`),
  );
  const seeded = pages.flatMap((page): [string, string][] => [
    [`page ${page.slug}: name`, page.name[locale]],
    [`page ${page.slug}: body`, page.body[locale]],
  ]);
  return [...messages, ...seeded];
}

describe.each(LOCALES)("locales/%s", (locale) => {
  it("uses the glossary's word for each idea, never a synonym", () => {
    const drift = texts(locale).flatMap(([where, text]) =>
      glossaryDrift(locale, text).map((found) => `${where} — ${found}`),
    );
    expect(drift).toEqual([]);
  });
});

it("gives the lessons' difficulty words of their own, not the word for a master", () => {
  const clashes = LOCALES.flatMap((locale) => {
    const master = GLOSSARY[locale].find((term) => term.idea === "master")?.use.toLocaleLowerCase(locale);
    const catalog = JSON.parse(
      readFileSync(new URL(`../../locales/${locale}/catalog.json`, import.meta.url), "utf8"),
    );
    const difficulty = Object.values(catalog.catalog.levels as Record<string, string>);
    return master ? difficulty.filter((name) => name.toLocaleLowerCase(locale).includes(master)) : [];
  });
  expect(clashes).toEqual([]);
});

describe("glossaryDrift (the check itself)", () => {
  it("finds a synonym as a whole word or a word start, in any case", () => {
    expect(glossaryDrift("de", "Fragen Sie Ihren Meister.")).toEqual(["master: Meister"]);
    expect(glossaryDrift("de", "Die Lehrkräfte antworten")).toEqual(["teacher: Lehrkräfte"]);
    expect(glossaryDrift("uk", "Наш Вчитель")).toEqual(["teacher: вчител"]);
  });

  it("leaves other words that begin alike", () => {
    expect(glossaryDrift("de", "Meisterschaften und Lehrerfahrung")).toEqual([]);
  });
});
