import { describe, expect, it } from "vitest";
import { containsPattern, foldForSearch } from "./search-text";

describe("foldForSearch", () => {
  it("ignores case and accents in every script", () => {
    expect(foldForSearch("Манікюр")).toBe(foldForSearch("манікюр"));
    expect(foldForSearch("ÉCLAT  Français")).toBe("eclat francais");
    expect(foldForSearch("Ёлка")).toBe(foldForSearch("ёлка"));
    expect(foldForSearch("Żel")).toBe("zel");
  });

  // Issue 14: every letter of the eight languages' alphabets, capital and small.
  const LATIN = "abcdefghijklmnopqrstuvwxyz";
  const ALPHABETS = {
    en: LATIN,
    pl: "aąbcćdeęfghijklłmnńoóprsśtuwyzźż",
    fr: `${LATIN}àâæçéèêëîïôœùûüÿ`,
    it: `${LATIN}àèéìíîòóùú`,
    de: `${LATIN}äöüß`,
    es: `${LATIN}áéíñóúü`,
    uk: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    ru: "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
  };

  it("folds every Latin letter of the eight languages to plain a–z, capital or small", () => {
    for (const [language, alphabet] of Object.entries(ALPHABETS)) {
      if (language === "uk" || language === "ru") continue;
      for (const letter of alphabet) {
        expect(foldForSearch(letter), `${language} ${letter}`).toMatch(/^[a-z]{1,2}$/);
        expect(foldForSearch(letter.toUpperCase()), `${language} ${letter}`).toBe(foldForSearch(letter));
      }
    }
    expect(foldForSearch("Rytuał")).toBe("rytual");
    expect(foldForSearch("ŁÓDŹ Straße Œuvre Ægis")).toBe("lodz strasse oeuvre aegis");
  });

  it("folds every Cyrillic letter to one small Cyrillic letter without marks", () => {
    for (const language of ["uk", "ru"] as const) {
      for (const letter of ALPHABETS[language]) {
        const folded = foldForSearch(letter);
        expect(folded, `${language} ${letter}`).toMatch(/^[\u0430-\u045f\u0491]$/);
        expect(foldForSearch(letter.toUpperCase()), `${language} ${letter}`).toBe(folded);
      }
    }
    expect([foldForSearch("ё"), foldForSearch("й"), foldForSearch("ї")]).toEqual(["е", "и", "і"]);
  });

  it("keeps letters that differ", () => {
    expect(foldForSearch("манікюр")).not.toBe(foldForSearch("педикюр"));
  });
});

describe("containsPattern", () => {
  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
