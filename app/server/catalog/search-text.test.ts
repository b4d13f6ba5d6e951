import { describe, expect, it } from "vitest";
import { containsPattern, foldForSearch } from "./search-text";

describe("foldForSearch", () => {
  it("ignores case and accents in every script", () => {
    expect(foldForSearch("Манікюр")).toBe(foldForSearch("манікюр"));
    expect(foldForSearch("ÉCLAT  Français")).toBe("eclat francais");
    expect(foldForSearch("Ёлка")).toBe(foldForSearch("ёлка"));
    expect(foldForSearch("Żel")).toBe("zel");
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
