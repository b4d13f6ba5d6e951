import { describe, expect, it } from "vitest";
import { latinKey, MAX_VARIANTS, nameKeys, umlautSpelling } from "./normalize.server";

describe("latinKey", () => {
  it("drops case, accents, punctuation and doubled letters", () => {
    expect(latinKey("Kraków")).toBe("krakow");
    expect(latinKey("Łódź")).toBe("lodz");
    expect(latinKey("Saint-Étienne")).toBe("saintetiene");
    expect(latinKey("Kramators’k")).toBe("kramatorsk");
    expect(latinKey("Odessa")).toBe(latinKey("Odesa"));
    expect(latinKey("Zaporizhzhia")).toBe(latinKey("Zaporizhia"));
    expect(latinKey("Straße")).toBe(latinKey("Strasse"));
    expect(latinKey(" - ")).toBe("");
  });
});

describe("nameKeys", () => {
  it("tries the usual romanisations of Cyrillic letters", () => {
    // Keys are squeezed like latinKey: kyyiv → kyiv, kiiv → kiv.
    expect(nameKeys("Київ")).toEqual(expect.arrayContaining(["kyiv", "kiyiv", "kiv"]));
    expect(nameKeys("Харків")).toEqual(expect.arrayContaining(["kharkiv", "harkiv"]));
    expect(nameKeys("Ужгород")).toEqual(expect.arrayContaining([latinKey("uzhhorod"), "uzhgorod"]));
    expect(nameKeys("Запоріжжя")).toEqual(expect.arrayContaining(["zaporizhia"]));
    expect(nameKeys("Щастя")).toEqual(expect.arrayContaining(["shchastia", "schastya"]));
    expect(nameKeys("Єнакієве")).toEqual(expect.arrayContaining(["yenakiyeve", "ienakieve"]));
    expect(nameKeys("Елец")).toEqual(expect.arrayContaining(["yelets", "elets"]));
    expect(nameKeys("Слов'янськ")).toEqual(expect.arrayContaining(["sloviansk", "slovyansk"]));
  });

  it("keeps й and ї apart from и and і", () => {
    expect(nameKeys("Київ")).not.toContain("kyv");
    expect(nameKeys("Стрий")).toEqual(expect.arrayContaining(["stryi", "stry"]));
  });

  it("gives one key for Latin text and none for no letters", () => {
    expect(nameKeys("Kyiv")).toEqual(["kyiv"]);
    expect(nameKeys("")).toEqual([]);
    expect(nameKeys("’ - ")).toEqual([]);
  });

  it("bounds the number of spellings", () => {
    const keys = nameKeys("Хмельницький Кривий Ріг Київ Харків Гиїгиїгиї");
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.length).toBeLessThanOrEqual(MAX_VARIANTS);
    expect(nameKeys("Київ Київ Київ", 4).length).toBeLessThanOrEqual(4);
  });
});

describe("umlautSpelling", () => {
  it("spells umlauts out", () => {
    expect(umlautSpelling("München")).toBe("Muenchen");
    expect(umlautSpelling("Köln")).toBe("Koeln");
    expect(umlautSpelling("Berlin")).toBeNull();
  });
});
