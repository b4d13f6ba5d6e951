import { describe, expect, it } from "vitest";
import { localizePath, pageHref, pagePathname, pickAcceptedLocale, splitLocale } from "./locales";

describe("splitLocale", () => {
  it("reads a prefixed path", () => {
    expect(splitLocale("/de/about-us")).toEqual({ locale: "de", rest: "/about-us" });
    expect(splitLocale("/en")).toEqual({ locale: "en", rest: "/" });
  });
  it("treats an unprefixed path, /uk and unknown prefixes as uk", () => {
    expect(splitLocale("/about-us")).toEqual({ locale: "uk", rest: "/about-us" });
    expect(splitLocale("/")).toEqual({ locale: "uk", rest: "/" });
    expect(splitLocale("/xx/about-us")).toEqual({ locale: "uk", rest: "/xx/about-us" });
  });
});

describe("localizePath", () => {
  it("prefixes every locale but uk", () => {
    expect(localizePath("uk", "/contact")).toBe("/contact");
    expect(localizePath("pl", "/contact")).toBe("/pl/contact");
    expect(localizePath("fr", "/")).toBe("/fr");
    expect(localizePath("es", "/?q=1")).toBe("/es?q=1");
    expect(localizePath("it", "/lessons?ordering=level")).toBe("/it/lessons?ordering=level");
  });
});

describe("pickAcceptedLocale", () => {
  it("honours q-values and order", () => {
    expect(pickAcceptedLocale("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toBe("fr");
    expect(pickAcceptedLocale("en;q=0.5, de;q=0.9")).toBe("de");
  });
  it("falls back from a regional tag to its language and skips unsupported ones", () => {
    expect(pickAcceptedLocale("pt-BR, de-AT;q=0.8")).toBe("de");
    expect(pickAcceptedLocale("uk-UA,uk;q=0.9")).toBe("uk");
  });
  it("returns null when nothing matches", () => {
    expect(pickAcceptedLocale("ja, zh;q=0.9")).toBeNull();
    expect(pickAcceptedLocale("")).toBeNull();
    expect(pickAcceptedLocale(null)).toBeNull();
    expect(pickAcceptedLocale("en;q=0")).toBeNull();
  });
});

describe("pagePathname", () => {
  it("names the page of a client navigation's data request", () => {
    expect(pagePathname(new URL("http://x/de/about-us.data?a=1"))).toBe("/de/about-us");
    expect(pagePathname(new URL("http://x/contact"))).toBe("/contact");
  });
});

describe("pageHref", () => {
  it("keeps the page's query but drops a data request's _routes", () => {
    expect(pageHref(new URL("http://x/en/lessons/a/buy.data?_routes=routes%2Fbuy"))).toBe(
      "/en/lessons/a/buy",
    );
    expect(pageHref(new URL("http://x/en/lessons?level=beginner&_routes=r&page=2"))).toBe(
      "/en/lessons?level=beginner&page=2",
    );
    expect(pageHref(new URL("http://x/contact"))).toBe("/contact");
  });
});
