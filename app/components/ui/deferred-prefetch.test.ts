import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./deferred-prefetch";

describe("shouldPrefetch", () => {
  it("prefetches on ordinary connections", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g", saveData: false })).toBe(true);
  });
  it("skips on Save-Data and on 2g", () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });
});
