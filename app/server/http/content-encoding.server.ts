import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The encodings the server sends compressed, best first. */
export type Encoding = "br" | "gzip";

/** Below this many bytes compressing saves less than it costs (compression()'s default threshold). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: brotli when the client takes it, else gzip,
 * else none. Every browser sends `gzip, deflate, br` (equal weights): brotli is ~15% smaller.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const header = acceptEncoding ?? "";
  // Browsers send a handful of distinct headers: each is parsed once (a cache hit's CPU counts).
  const known = picked.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (picked.size < 64) picked.set(header, encoding);
  return encoding;
}

const picked = new Map<string, Encoding | null>();

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/**
 * Compresses a response body once, to be sent many times for the few seconds it lives: brotli 5,
 * within a few percent of 11's size at a small fraction of its CPU. (Build output is compressed at
 * the best ratio once per build, by scripts/precompress-plugin.ts.)
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
