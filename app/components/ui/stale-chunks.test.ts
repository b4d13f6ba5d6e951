import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_THROTTLE_MS, isChunkLoadError, reloadForStaleChunks } from "./stale-chunks";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("stale chunks", () => {
  it("recognises the browsers' chunk load failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForStaleChunks(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForStaleChunks(storage, reload, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS - 1)).toBe(false);
    expect(reloadForStaleChunks(storage, reload, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
