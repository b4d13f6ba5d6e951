import { beforeAll, describe, expect, it } from "vitest";
import { findCity, searchCities, warmCities } from "./cities.server";
import { CITY_ALIASES } from "./city-aliases.server";

// The first use loads the whole data set: do it once, up front.
beforeAll(() => warmCities(["UA", "PL", "DE", "RU"]));

const nameIn = (country: string, input: string) => findCity(country, input)?.name ?? null;

describe("findCity", () => {
  it("finds Kyiv however it is written", () => {
    for (const input of ["Kyiv", "kyiv", " KYIV ", "Київ", "КИЇВ", "Киев", "Kiev", "Kyïv"]) {
      expect(findCity("UA", input), input).toEqual({ name: "Kyiv", country: "UA" });
    }
    expect(findCity("ua", "kyiv")).toEqual({ name: "Kyiv", country: "UA" });
  });

  it("transliterates Ukrainian and Russian names of Ukrainian cities", () => {
    for (const input of ["Lviv", "Львів", "Львов", "lvov"]) expect(nameIn("UA", input), input).toBe("Lviv");
    for (const input of ["Kharkiv", "Харків", "Харьков"]) expect(nameIn("UA", input), input).toBe("Kharkiv");
    for (const input of ["Дніпро", "Днепр", "Dnipro"]) expect(nameIn("UA", input), input).toBe("Dnipro");
    // The data set spells them Odessa and Zaporizhia; doubled letters and digraphs are squeezed on both sides.
    for (const input of ["Одеса", "Одесса", "Odesa", "Odessa"])
      expect(nameIn("UA", input), input).toBe("Odessa");
    for (const input of ["Запоріжжя", "Zaporizhzhia", "Запорожье"]) {
      expect(nameIn("UA", input), input).toBe("Zaporizhia");
    }
    expect(nameIn("UA", "Кривий Ріг")).toBe("Kryvyi Rih");
    expect(nameIn("UA", "кривой-рог")).toBe("Kryvyi Rih");
    expect(nameIn("UA", "Ужгород")).toBe("Uzhgorod");
    expect(nameIn("UA", "Uzhhorod")).toBe("Uzhgorod");
    // Two cities share the romanisation: the most populous one wins.
    expect(nameIn("UA", "Миколаїв")).toBe("Mykolayiv");
  });

  it("ignores apostrophes, hyphens and spaces", () => {
    for (const input of [
      "Кам'янець-Подільський",
      "кам’янець подільський",
      "Kamianets Podilskyi",
      "kamianetspodilskyi",
    ]) {
      expect(nameIn("UA", input), input).toBe("Kamianets-Podilskyi");
    }
    expect(nameIn("UA", "Краматорськ")).toBe("Kramators’k");
    expect(nameIn("UA", "Kramatorsk")).toBe("Kramators’k");
    expect(nameIn("UA", "Біла   Церква")).toBe("Bila Tserkva");
  });

  it("finds Moscow by its Russian name", () => {
    for (const input of ["Москва", "Moskva", "Moscow"]) expect(nameIn("RU", input), input).toBe("Moscow");
    expect(nameIn("RU", "Нижний Новгород")).toBe("Nizhniy Novgorod");
  });

  it("ignores accents", () => {
    for (const input of ["Kraków", "Krakow", "KRAKÓW", "Краків"])
      expect(nameIn("PL", input), input).toBe("Kraków");
    expect(nameIn("PL", "Lodz")).toBe("Łódź");
    expect(nameIn("PL", "Warszawa")).toBe("Warsaw");
  });

  it("knows Munich by its German name through an alias (the data set only has Munich)", () => {
    for (const input of ["Munich", "München", "Munchen", "Muenchen", "Мюнхен"]) {
      expect(nameIn("DE", input), input).toBe("Munich");
    }
    // Köln is the data set's own name; the ae/oe/ue spelling and the English name are found too.
    for (const input of ["Köln", "Koln", "Koeln", "Cologne"]) expect(nameIn("DE", input), input).toBe("Köln");
  });

  it("answers null for a city of another country, gibberish, or a bad country", () => {
    expect(findCity("PL", "Kyiv")).toBeNull();
    expect(findCity("UA", "Munich")).toBeNull();
    expect(findCity("UA", "qwzxvbnm")).toBeNull();
    expect(findCity("UA", "Щщщщщ")).toBeNull();
    expect(findCity("UA", "")).toBeNull();
    expect(findCity("UA", " - ' ")).toBeNull();
    expect(findCity("UA", "Kyiv".repeat(50))).toBeNull();
    expect(findCity("XX", "Kyiv")).toBeNull();
    expect(findCity("UKR", "Kyiv")).toBeNull();
    expect(findCity("", "Kyiv")).toBeNull();
  });

  it("does not take the data set's altName (an alternate country code) for a name", () => {
    // Vårdö (AX) has altName "FI".
    expect(nameIn("AX", "Vårdö")).toBe("Vårdö");
    expect(findCity("AX", "FI")).toBeNull();
  });

  it("has every alias target in the data set", () => {
    for (const [country, aliases] of Object.entries(CITY_ALIASES)) {
      for (const [target, names] of Object.entries(aliases)) {
        expect(nameIn(country, target), `${country} ${target}`).toBe(target);
        for (const name of names) expect(nameIn(country, name), `${country} ${name}`).toBe(target);
      }
    }
  });
});

describe("searchCities", () => {
  it("puts the most populous city first", () => {
    expect(searchCities("UA", "Ky")[0]).toBe("Kyiv");
    expect(searchCities("UA", "ky")[0]).toBe("Kyiv");
    expect(searchCities("UA", "Ки")[0]).toBe("Kyiv");
    expect(searchCities("PL", "Kra")[0]).toBe("Kraków");
  });

  it("transliterates a Cyrillic prefix", () => {
    expect(searchCities("UA", "Льв")[0]).toBe("Lviv");
    expect(searchCities("UA", "Зап")[0]).toBe("Zaporizhia");
    expect(searchCities("UA", "Харь")[0]).toBe("Kharkiv");
    expect(searchCities("PL", "Кра")[0]).toBe("Kraków");
  });

  it("searches other names too", () => {
    expect(searchCities("DE", "Mün")[0]).toBe("Munich");
    expect(searchCities("DE", "Мюн")).toEqual(["Munich"]);
  });

  it("returns distinct names, at most `limit`", () => {
    const results = searchCities("UA", "K", 25);
    expect(results).toHaveLength(25);
    expect(new Set(results).size).toBe(25);
    expect(searchCities("UA", "K")).toHaveLength(10);
    expect(searchCities("UA", "K", 0)).toEqual([]);
    expect(searchCities("UA", "K", 1000).length).toBeLessThanOrEqual(100);
  });

  it("returns nothing for an empty prefix, an unknown prefix or country", () => {
    expect(searchCities("UA", "")).toEqual([]);
    expect(searchCities("UA", " '-")).toEqual([]);
    expect(searchCities("UA", "qwzx")).toEqual([]);
    expect(searchCities("XX", "K")).toEqual([]);
  });
});
