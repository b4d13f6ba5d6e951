import { describe, expect, it } from "vitest";
import { activeSection, OFFICE_SECTIONS, PART_PATHS, sectionsFor } from "./sections";

describe("activeSection", () => {
  it("names the section of every office path, and what is open inside it", () => {
    const cases: [string, string, string][] = [
      ["/personal-info", "personal", "section"],
      ["/personal-info/", "personal", "section"],
      ["/personal-info/socials", "socials", "section"],
      ["/personal-info/brands", "brands", "section"],
      ["/personal-info/activities", "activities", "section"],
      ["/personal-info/activities/12", "activities", "item"],
      ["/personal-info/portfolio", "portfolio", "section"],
      ["/personal-info/portfolio/3", "portfolio", "item"],
      ["/personal-info/certificates/9/", "certificates", "item"],
      ["/personal-info/lessons", "lessons", "section"],
      ["/personal-info/lessons/new", "lessons", "new"],
      ["/personal-info/lessons/41", "lessons", "item"],
      ["/personal-info/prompt", "personal", "section"],
      ["/personal-info/nonsense/5", "personal", "section"],
    ];
    for (const [path, key, page] of cases) {
      const active = activeSection(path);
      expect([active.section.key, active.page], path).toEqual([key, page]);
    }
  });

  it("links every completion part to a section that lists it", () => {
    for (const [part, path] of Object.entries(PART_PATHS)) {
      expect(OFFICE_SECTIONS.find((section) => section.part === part)?.path).toBe(path);
    }
  });
});

describe("sectionsFor", () => {
  const keys = (master: boolean, path: string) =>
    sectionsFor(master, activeSection(path)).map((section) => section.key);

  it("gives a master every section", () => {
    expect(keys(true, "/personal-info")).toEqual(OFFICE_SECTIONS.map((section) => section.key));
  });

  it("gives a learner the account's sections, and a master's section only while it is open", () => {
    expect(keys(false, "/personal-info")).toEqual(["personal", "socials"]);
    expect(keys(false, "/personal-info/portfolio/3")).toEqual(["personal", "socials", "portfolio"]);
  });
});
