import { describe, expect, it } from "vitest";
import { pages } from "~/server/seed/reference-data";
import { localeMessages } from "../../tests/support/locale-messages";
import { GLOSSARY, glossaryDrift } from "./glossary";
import { LOCALES, type Locale } from "./locales";

/** Every text of a locale: its interface messages and the seeded pages' names and bodies. */
function texts(locale: Locale): [string, string][] {
  const messages = [...localeMessages(locale)];
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
    const messages = localeMessages(locale);
    const difficulty = [...messages]
      .filter(([key]) => key.startsWith("catalog.json:catalog.levels."))
      .map(([, name]) => name);
    return master ? difficulty.filter((name) => name.toLocaleLowerCase(locale).includes(master)) : [];
  });
  expect(clashes).toEqual([]);
});

describe("glossaryDrift (the check itself)", () => {
  it("finds a synonym as a whole word or a word start, in any case", () => {
    expect(glossaryDrift("de", "Fragen Sie Ihren Meister.")).toEqual(["master: Meister"]);
    expect(glossaryDrift("de", "Die Lehrkräfte antworten")).toEqual(["teacher: Lehrkräfte"]);
    expect(glossaryDrift("uk", "Наш Вчитель")).toEqual(["teacher: вчител"]);
    expect(glossaryDrift("pl", "Zostań mistrzem i nauczycielką")).toEqual([
      "master: mistrzem",
      "teacher: nauczyciel",
    ]);
    expect(glossaryDrift("fr", "Acheter la Leçon du maître")).toEqual(["master: maître", "lesson: leçon"]);
  });

  it("leaves other words that begin alike", () => {
    expect(glossaryDrift("de", "Meisterschaften und Lehrerfahrung")).toEqual([]);
    expect(glossaryDrift("pl", "Sędziowanie na mistrzostwach, kurs mistrzowski")).toEqual([]);
    expect(glossaryDrift("fr", "La maîtrise du geste, candidature en cours")).toEqual([]);
  });
});
