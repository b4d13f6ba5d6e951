import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryOptions, isCountryCode } from "./countries.server";

describe("COUNTRY_CODES", () => {
  it("holds the 249 ISO 3166-1 alpha-2 codes, once each", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(["UA", "PL", "DE", "AX", "SS", "BQ"]));
    // Not ISO 3166-1 assignments: Kosovo's user-assigned code, withdrawn codes.
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(["XK"]));
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(["AN"]));
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(["SU"]));
  });

  it("has a name in ICU for every code", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const code of COUNTRY_CODES) expect(names.of(code)).not.toBe(code);
  });
});

describe("isCountryCode", () => {
  it("accepts the codes only", () => {
    expect(isCountryCode("UA")).toBe(true);
    expect(isCountryCode("ZW")).toBe(true);
    expect(isCountryCode("ua")).toBe(false);
    expect(isCountryCode("XK")).toBe(false);
    expect(isCountryCode("UKR")).toBe(false);
    expect(isCountryCode("")).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });
});

describe("countryOptions", () => {
  const nameOf = (locale: "uk" | "de", code: string) =>
    countryOptions(locale).find((option) => option.code === code)?.name;
  const indexOf = (locale: "uk" | "de", code: string) =>
    countryOptions(locale).findIndex((option) => option.code === code);

  it("names every country in Ukrainian for uk", () => {
    expect(countryOptions("uk")).toHaveLength(249);
    expect(nameOf("uk", "UA")).toBe("Україна");
    expect(nameOf("uk", "DE")).toBe("Німеччина");
    expect(nameOf("uk", "PL")).toBe("Польща");
  });

  it("names every country in German for de", () => {
    expect(countryOptions("de")).toHaveLength(249);
    expect(nameOf("de", "UA")).toBe("Ukraine");
    expect(nameOf("de", "DE")).toBe("Deutschland");
    expect(nameOf("de", "AT")).toBe("Österreich");
  });

  it("covers each code once in every locale", () => {
    for (const locale of ["uk", "ru", "en", "pl", "fr", "it", "de", "es"] as const) {
      const codes = countryOptions(locale).map((option) => option.code);
      expect(new Set(codes)).toEqual(new Set(COUNTRY_CODES));
    }
  });

  it("sorts by the locale's collation, not by code point", () => {
    for (const locale of ["uk", "de"] as const) {
      const collator = new Intl.Collator(locale);
      const names = countryOptions(locale).map((option) => option.name);
      for (let i = 1; i < names.length; i++) {
        expect(collator.compare(names[i - 1] ?? "", names[i] ?? "")).toBeLessThanOrEqual(0);
      }
    }
    // Ukrainian Є follows Е (code point order would put Єгипет before Австралія).
    expect(indexOf("uk", "EG")).toBeGreaterThan(indexOf("uk", "AU"));
    expect(indexOf("uk", "EG")).toBeLessThan(indexOf("uk", "ZW"));
    // German Ö sorts with O (code point order would put Österreich after Zypern).
    expect(indexOf("de", "AT")).toBeLessThan(indexOf("de", "CY"));
    expect(indexOf("de", "AT")).toBeGreaterThan(indexOf("de", "OM"));
  });

  it("is cached per locale", () => {
    expect(countryOptions("uk")).toBe(countryOptions("uk"));
    expect(countryOptions("uk")).not.toBe(countryOptions("de"));
    expect(Object.isFrozen(countryOptions("en"))).toBe(true);
  });
});
