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
  it("round-trips in both encodings", () => {
    const body = Buffer.from("<p>Манікюр, брови, вії</p>".repeat(200));
    expect(brotliDecompressSync(compress(body, "br"))).toEqual(body);
    expect(gunzipSync(compress(body, "gzip"))).toEqual(body);
    expect(compress(body, "br").length).toBeLessThan(body.length / 10);
  });
});
