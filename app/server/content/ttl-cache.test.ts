import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    let now = 0;
    const cache = createTtlCache<number>(60_000, () => now);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get("uk", load)).toBe(1);
    now = 59_999;
    expect(await cache.get("uk", load)).toBe(1);
    now = 60_000;
    expect(await cache.get("uk", load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart, shares a load in flight and forgets everything on clear()", async () => {
    const cache = createTtlCache<string>(60_000);
    const load = vi.fn(async () => "value");
    await Promise.all([cache.get("de", load), cache.get("de", load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("en", load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.get("de", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not cache a failure", async () => {
    const cache = createTtlCache<string>(60_000);
    await expect(cache.get("uk", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("uk", async () => "back")).toBe("back");
  });
});
