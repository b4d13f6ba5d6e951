import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD, compress, compressDocument, pickEncoding } from "./content-encoding.server";

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

describe("compressDocument", () => {
  const page = Buffer.from("<!DOCTYPE html><p>Нарощування вій, ламінування брів</p>".repeat(100));

  it("compresses a document once in the encoding asked for", async () => {
    const br = await compressDocument(page, "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    const gzip = await compressDocument(page, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(page);
  });

  it("leaves the document as it is with no encoding, or below the threshold", async () => {
    expect(await compressDocument(page, null)).toEqual({ body: page, encoding: null });
    const small = page.subarray(0, COMPRESS_THRESHOLD - 1);
    expect(await compressDocument(small, "br")).toEqual({ body: small, encoding: null });
  });
});
