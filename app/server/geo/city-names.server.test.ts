import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { DEMO_INCOMPLETE, DEMO_LEARNERS, DEMO_MASTERS, DEMO_STAFF } from "../seed/demo-content";
import { findCity, warmCities } from "./cities.server";
import { CITY_ALIASES } from "./city-aliases.server";
import { CITY_NAME_LOCALES, CITY_NAME_TABLE, ROMANISATION_OVERRIDES } from "./city-name-table.server";
import { citiesNamed, cityName } from "./city-names.server";

const tableCountries = Object.keys(CITY_NAME_TABLE);
// The first use of findCity loads the whole data set: do it once, up front.
beforeAll(() => warmCities(tableCountries));

describe("cityName", () => {
  it("names a city in each locale's own exonym", () => {
    const kyiv = Object.fromEntries(LOCALES.map((locale) => [locale, cityName("Kyiv", "UA", locale)]));
    expect(kyiv).toEqual({
      uk: "Київ",
      ru: "Киев",
      en: "Kyiv",
      pl: "Kijów",
      fr: "Kiev",
      it: "Kiev",
      de: "Kiew",
      es: "Kiev",
    });
    expect(cityName("Warsaw", "PL", "de")).toBe("Warschau");
    expect(cityName("Warsaw", "PL", "pl")).toBe("Warszawa");
    expect(cityName("Lviv", "UA", "it")).toBe("Leopoli");
    expect(cityName("New York City", "US", "es")).toBe("Nueva York");
    expect(cityName("Munich", "DE", "uk")).toBe("Мюнхен");
  });

  it("uses Ukraine's official romanisation in English where the data set spells a city the Russian way", () => {
    expect(cityName("Odessa", "UA", "en")).toBe("Odesa");
    expect(cityName("Odessa", "UA", "uk")).toBe("Одеса");
    expect(cityName("Zaporizhia", "UA", "en")).toBe("Zaporizhzhia");
    expect(cityName("Mykolayiv", "UA", "en")).toBe("Mykolaiv");
    expect(cityName("Uzhgorod", "UA", "en")).toBe("Uzhhorod");
  });

  it("falls back to the data set's name, romanised for Ukrainian cities the table lacks", () => {
    // Not in the table: the override table, then the soft-sign apostrophes dropped.
    expect(cityName("Izyum", "UA", "uk")).toBe("Izium");
    expect(cityName("Yevpatoriya", "UA", "de")).toBe("Yevpatoriia");
    expect(cityName("Kramators’k", "UA", "en")).toBe("Kramatorsk");
    expect(cityName("Brovary", "UA", "fr")).toBe("Brovary");
    // Other countries' cities the table lacks, and names no data set has, come back as stored.
    expect(cityName("Gent", "BE", "fr")).toBe("Gent");
    expect(cityName("Atlantis", "FR", "uk")).toBe("Atlantis");
    expect(cityName("Val d’Isère", "FR", "en")).toBe("Val d’Isère");
    expect(cityName("", "UA", "uk")).toBe("");
  });

  it("tells cities of the same name apart by their country", () => {
    expect(cityName("Odessa", "US", "uk")).toBe("Odessa");
    expect(cityName("Valencia", "VE", "fr")).toBe("Valencia");
    expect(cityName("Valencia", "ES", "fr")).toBe("Valence");
    expect(cityName("Kyiv", "PL", "de")).toBe("Kyiv");
  });
});

describe("the city-name table", () => {
  const stored = [...DEMO_MASTERS, ...DEMO_LEARNERS, DEMO_INCOMPLETE, DEMO_STAFF].map(
    ({ country, city }) => ({
      country,
      city,
    }),
  );
  const aliased = Object.entries(CITY_ALIASES).flatMap(([country, cities]) =>
    Object.keys(cities).map((city) => ({ country, city })),
  );

  it("has all eight names of every city of the demo data and of CITY_ALIASES", () => {
    expect(CITY_NAME_LOCALES).toHaveLength(LOCALES.length);
    expect([...CITY_NAME_LOCALES].sort()).toEqual([...LOCALES].sort());
    for (const { country, city } of [...stored, ...aliased]) {
      const names = CITY_NAME_TABLE[country]?.[city];
      expect(names, `${country} ${city}`).toBeDefined();
      for (const name of names ?? []) expect(name.trim(), `${country} ${city}`).not.toBe("");
    }
  });

  it("covers the ~100 cities the marketplace meets most, each with eight non-empty names", () => {
    const entries = Object.values(CITY_NAME_TABLE).flatMap((cities) => Object.values(cities));
    expect(entries.length).toBeGreaterThanOrEqual(100);
    for (const names of entries) {
      expect(names).toHaveLength(8);
      for (const name of names) expect(name).toBe(name.trim());
    }
  });

  it("keys every city by the data set's exact name", () => {
    for (const [country, cities] of Object.entries({ ...CITY_NAME_TABLE, ...ROMANISATION_OVERRIDES })) {
      for (const city of Object.keys(cities)) expect(findCity(country, city)?.name, city).toBe(city);
    }
  });

  it("lets every name it shows be typed back to the same stored city", () => {
    for (const [country, cities] of Object.entries(CITY_NAME_TABLE)) {
      for (const [city, names] of Object.entries(cities)) {
        for (const name of names) expect(findCity(country, name)?.name, `${country} ${name}`).toBe(city);
      }
    }
    for (const [country, cities] of Object.entries(ROMANISATION_OVERRIDES)) {
      for (const [city, name] of Object.entries(cities))
        expect(findCity(country, name)?.name, name).toBe(city);
    }
    expect(findCity("UA", "Kijów")?.name).toBe("Kyiv");
    expect(findCity("UA", "Kramatorsk")?.name).toBe("Kramators’k");
  });
});

describe("citiesNamed", () => {
  it("finds the stored city behind a name in any language", () => {
    for (const input of ["Київ", "Kiew", "kijow", "Kiev", "Киев"]) {
      expect(citiesNamed(input), input).toEqual([{ country: "UA", city: "Kyiv" }]);
    }
    for (const input of ["Одеса", "Odesa", "odessa", "Одесса"]) {
      expect(citiesNamed(input), input).toContainEqual({ country: "UA", city: "Odessa" });
    }
    expect(citiesNamed("Warschau")).toEqual([{ country: "PL", city: "Warsaw" }]);
    expect(citiesNamed("Izium")).toEqual([{ country: "UA", city: "Izyum" }]);
  });

  it("finds nothing for a name the table and the aliases do not know", () => {
    expect(citiesNamed("Atlantis")).toEqual([]);
    expect(citiesNamed("")).toEqual([]);
    expect(citiesNamed("x".repeat(101))).toEqual([]);
  });
});
