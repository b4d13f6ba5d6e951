import { describe, expect, it, vi } from "vitest";
import { clearDatabaseCaches, createDatabaseCache, createTtlCache } from "./ttl-cache";

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

  it("keeps at most maxEntries, dropping the oldest stored", async () => {
    const cache = createTtlCache<string>(60_000, Date.now, 2);
    const load = vi.fn(async () => "value");
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load); // still there: no load
    await cache.get("c", load); // drops "a", the oldest stored
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not cache a failure", async () => {
    const cache = createTtlCache<string>(60_000);
    await expect(cache.get("uk", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("uk", async () => "back")).toBe("back");
  });
});

describe("createDatabaseCache", () => {
  it("keeps each database's entries apart, and clearDatabaseCaches() empties every such cache", async () => {
    const first = createDatabaseCache<string>();
    const second = createDatabaseCache<number>();
    const [dbA, dbB] = [{}, {}];
    expect(await first.get(dbA, "en", async () => "a")).toBe("a");
    expect(await first.get(dbB, "en", async () => "b")).toBe("b");
    expect(await first.get(dbA, "en", async () => "not read")).toBe("a");
    expect(await second.get(dbA, "en", async () => 1)).toBe(1);
    clearDatabaseCaches();
    expect(await first.get(dbA, "en", async () => "a again")).toBe("a again");
    expect(await second.get(dbA, "en", async () => 2)).toBe(2);
  });
});
