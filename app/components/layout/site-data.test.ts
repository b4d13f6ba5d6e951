import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./site-data";

describe("isCurrentSection", () => {
  it("is the section's own page and every page below it, whatever the query", () => {
    expect(isCurrentSection("/en/lessons", "/en/lessons?ordering=level")).toBe(true);
    expect(isCurrentSection("/en/lessons/gel-nails", "/en/lessons?ordering=level")).toBe(true);
    expect(isCurrentSection("/about-us", "/about-us")).toBe(true);
    expect(isCurrentSection("/EN/About-Us", "/en/about-us")).toBe(true);
    expect(isCurrentSection("/en/masters/", "/en/masters/")).toBe(true);
    expect(isCurrentSection("/en/masters/anna", "/en/masters/")).toBe(true);
  });

  it("is not a page whose path only begins with the same letters, nor another section", () => {
    expect(isCurrentSection("/en/lessons-archive", "/en/lessons")).toBe(false);
    expect(isCurrentSection("/en/masters", "/en/lessons?ordering=level")).toBe(false);
    expect(isCurrentSection("/en", "/en/lessons")).toBe(false);
  });
});
