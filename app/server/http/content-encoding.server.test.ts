import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, pickEncoding } from "./content-encoding.server";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["deflate", null],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("compress", () => {
  it("round-trips in both encodings and both qualities", () => {
    const body = Buffer.from("<p>Манікюр, брови, вії</p>".repeat(200));
    for (const quality of ["fast", "max"] as const) {
      expect(brotliDecompressSync(compress(body, "br", quality))).toEqual(body);
      expect(gunzipSync(compress(body, "gzip", quality))).toEqual(body);
      expect(compress(body, "br", quality).length).toBeLessThan(body.length / 10);
    }
  });
});
