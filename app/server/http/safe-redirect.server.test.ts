import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.server";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/de/lessons/gel?tab=1")).toBe("/de/lessons/gel?tab=1");
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
});
