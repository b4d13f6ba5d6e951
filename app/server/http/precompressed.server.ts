import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { type Encoding, pickEncoding } from "./content-encoding.server";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * Serves the build's precompressed twins (`x.js.br`, `x.js.gz`, written by
 * scripts/precompress-plugin.ts) in place of `x.js` to clients that accept them: static files are
 * compressed once per build at the best ratio instead of once per request. Mounted in front of the
 * static file handlers of `root`, whose URL paths mirror its files.
 */
export function precompressedFiles(root: string): RequestHandler {
  // The build does not change while the server runs: list the twins once.
  const twins = new Map<string, Set<Encoding>>();
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const encoding = (Object.keys(SUFFIX) as Encoding[]).find((e) => file.endsWith(SUFFIX[e]));
    if (!encoding) continue;
    const url = `/${file.slice(0, -SUFFIX[encoding].length).split(path.sep).join("/")}`;
    twins.set(url, (twins.get(url) ?? new Set()).add(encoding));
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const available = twins.get(req.path);
    if (!available) return next();
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.get("Accept-Encoding"));
    if (!encoding || !available.has(encoding)) return next();
    // The type of the file asked for, not of its twin (the static handler keeps a type already set).
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    req.url = req.url.replace(/^[^?]*/, (pathname) => pathname + SUFFIX[encoding]);
    next();
  };
}
