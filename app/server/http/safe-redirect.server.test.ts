import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.server";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/de/lessons/gel?tab=1")).toBe("/de/lessons/gel?tab=1");
    expect(safeRedirect("/en/lessons#reviews")).toBe("/en/lessons#reviews");
  });

  it("refuses other sites and nothing", () => {
    for (const to of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(to)).toBeNull();
    }
  });

  it("refuses what a browser would turn into another site (issue 14)", () => {
    for (const to of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\u0000/evil.example",
      "/..//evil.example",
      "/./\\evil.example",
      "/%2e%2e//evil.example",
    ]) {
      expect(safeRedirect(to), JSON.stringify(to)).toBeNull();
    }
  });

  it("encodes what a Location header cannot carry raw (issue 14)", () => {
    expect(safeRedirect("/м")).toBe("/%D0%BC");
    expect(safeRedirect("/de/lessons?q=rytuał")).toBe("/de/lessons?q=rytua%C5%82");
    // The result is a valid header value.
    expect(() => new Headers({ Location: safeRedirect("/uk/майстри?q=ß") ?? "" })).not.toThrow();
  });
});
