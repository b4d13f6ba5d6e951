import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedFiles } from "./precompressed.server";

const script = Buffer.from(`export const greeting = "${"вітаю ".repeat(400)}";`);
let root = "";
let base = "";
let close = () => {};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "maistry-precompressed-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "app-1a2b.js"), script);
  writeFileSync(path.join(root, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(root, "assets", "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(path.join(root, "assets", "small.css"), "a{}");
  const app = express();
  app.use(precompressedFiles(root));
  app.use("/assets", express.static(path.join(root, "assets"), { immutable: true, maxAge: "1y" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's automatic decoding. */
async function get(url: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(base + url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("precompressed build files", () => {
  it("sends the brotli or gzip twin with the original's type and caching", async () => {
    const br = await get("/assets/app-1a2b.js?v=1", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.body).toEqual(brotliCompressSync(script));

    const gz = await get("/assets/app-1a2b.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toEqual(gzipSync(script));
  });

  it("sends the file itself to a client that takes neither, and files without twins as they are", async () => {
    const plain = await get("/assets/app-1a2b.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body).toEqual(script);

    const small = await get("/assets/small.css", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("a{}");
  });
});
