import { describe, expect, it } from "vitest";
import { fallbackDescriptors } from "./font-metrics";

describe("fallbackDescriptors", () => {
  const web = { ascent: 2132, descent: -600, unitsPerEm: 2000, xWidthAvg: 920 };
  const local = { ascent: 1854, descent: -434, unitsPerEm: 2048, xWidthAvg: 913 };

  it("scales the local font to the web font's average width and keeps the web font's line box", () => {
    const descriptors = fallbackDescriptors(web, local);
    const scale = Number.parseFloat(descriptors.sizeAdjust) / 100;
    // Drawn at `scale`, the local font's letters are as wide as the web font's on average…
    expect((local.xWidthAvg / local.unitsPerEm) * scale).toBeCloseTo(web.xWidthAvg / web.unitsPerEm, 3);
    // …and the overrides, applied after the scaling, give the web font's ascent and descent.
    expect((Number.parseFloat(descriptors.ascentOverride) / 100) * scale).toBeCloseTo(2132 / 2000, 3);
    expect((Number.parseFloat(descriptors.descentOverride) / 100) * scale).toBeCloseTo(600 / 2000, 3);
    expect(descriptors.lineGapOverride).toBe("0%");
  });
});
