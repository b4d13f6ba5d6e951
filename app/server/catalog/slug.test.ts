import { describe, expect, it } from "vitest";
import { lessonSlug, MAX_SLUG_BODY, randomSlugSuffix, slugify } from "./slug";

describe("slugify", () => {
  it("romanises Ukrainian by the national table", () => {
    expect(slugify("Манікюр для початківців")).toBe("manikiur-dlia-pochatkivtsiv");
    expect(slugify("Щоденний догляд: їжа, юшка, яблуко, є")).toBe(
      "shchodennyi-dohliad-yizha-yushka-yabluko-ye",
    );
    expect(slugify("Згорани, Ґанок, Львів")).toBe("zghorany-ganok-lviv");
    expect(slugify("Об'ємне нарощування вій")).toBe("obiemne-naroshchuvannia-vii");
  });

  it("romanises Russian text the Russian way", () => {
    expect(slugify("Съёмка и вычёсывание: эффект")).toBe("syomka-i-vychyosyvanie-effekt");
    expect(slugify("Выравнивание бровей")).toBe("vyravnivanie-brovey");
    // Letters common to both languages alone are read as Ukrainian.
    expect(slugify("Гель")).toBe("hel");
  });

  it("drops accents and keeps Latin letters and digits", () => {
    expect(slugify("Éclat du teint — 5 étapes")).toBe("eclat-du-teint-5-etapes");
    expect(slugify("Stylizacja brwi – Łódź, Straße")).toBe("stylizacja-brwi-lodz-strasse");
    expect(slugify("  Gel   polish!!! 101 ")).toBe("gel-polish-101");
  });

  it("gives an empty body when nothing can be romanised", () => {
    expect(slugify("💅 ✨")).toBe("");
    expect(slugify("美甲")).toBe("");
  });

  it("cuts long titles at a word boundary", () => {
    const slug = slugify("Нарощування ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_BODY);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug).toMatch(/^(naroshchuvannia-)*naroshchuvannia$/);
    expect(slugify("a".repeat(120))).toHaveLength(MAX_SLUG_BODY);
  });
});

describe("lessonSlug", () => {
  it("adds the suffix, and a fallback body for titles with nothing Latin left", () => {
    expect(lessonSlug("Манікюр", "k3x9")).toBe("manikiur-k3x9");
    expect(lessonSlug("💅", "k3x9")).toBe("lesson-k3x9");
  });

  it("makes URL-safe random suffixes", () => {
    const suffixes = new Set(Array.from({ length: 50 }, () => randomSlugSuffix()));
    expect(suffixes.size).toBeGreaterThan(45);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-z2-9]{5}$/);
  });
});
