import type { NextFunction, Request, Response } from "express";
import { pickAcceptedLocale } from "~/i18n/locales";

/**
 * A micro-cache of whole anonymous pages (HTML documents and their `.data` twins), kept for a few
 * seconds per URL. Anonymous catalog pages are the same for every visitor, and rendering the shell
 * costs milliseconds of CPU that 50 concurrent visitors would otherwise queue behind. What is
 * personal never enters it: requests with a session, a flash message or an Authorization header
 * pass by, and only 200 responses without Set-Cookie and without `no-store`/`private` are kept.
 * The CSP nonce of the stored page is replaced by the new request's nonce on every hit.
 *
 * Any successful POST/PUT/PATCH/DELETE empties the cache, so this instance never shows a visitor
 * a page older than the last change made through it; other instances catch up within the TTL.
 */

/** What a page asks to happen again when it is served from the cache (for example count a view). */
export type PageReplay = (req: Request) => void;

interface Entry {
  expires: number;
  bytes: number;
  body: Buffer;
  nonce: string;
  headers: [string, string][];
  replay: PageReplay[];
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound of the bytes kept; the oldest entries go first. */
  maxBytes?: number;
  /** Cookie names that make a request personal. */
  personalCookies: string[];
  now?: () => number;
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "content-language", "link"]);
const SKIPPED_PATHS = /^\/(api|media|language|i18n|healthz|readyz|assets)(\/|$)/;

export interface PageCache {
  middleware(req: Request, res: Response, next: NextFunction): void;
  clear(): void;
  readonly size: number;
}

/** The list of things to replay on a hit, filled by loaders through `res.locals.pageReplay`. */
export function pageReplays(res: Response): PageReplay[] {
  res.locals.pageReplay ??= [];
  return res.locals.pageReplay as PageReplay[];
}

export function createPageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  personalCookies,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const personal = new RegExp(`(^|;\\s*)(${personalCookies.map(escapeRegExp).join("|")})=`);

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  const clear = () => {
    entries.clear();
    totalBytes = 0;
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes / 8) return;
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const keyOf = (req: Request): string | null => {
    if (ttlMs <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    if (req.get("Authorization") || personal.test(req.get("Cookie") ?? "")) return null;
    if (SKIPPED_PATHS.test(req.path)) return null;
    // The bare main page redirects by the `lng` cookie and Accept-Language: both are in its key.
    const guess =
      req.path === "/"
        ? `|${/(?:^|;\s*)lng=([a-z]{2})/.exec(req.get("Cookie") ?? "")?.[1] ?? ""}|${pickAcceptedLocale(req.get("Accept-Language")) ?? ""}`
        : "";
    return `${req.originalUrl}${guess}`;
  };

  return {
    get size() {
      return entries.size;
    },
    clear,
    middleware(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
        res.on("finish", () => {
          if (res.statusCode < 400) clear();
        });
        return next();
      }
      const key = keyOf(req);
      if (!key) return next();
      const nonce = String(res.locals.nonce ?? "");
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader("X-Page-Cache", "hit");
        const body =
          hit.nonce && nonce ? Buffer.from(hit.body.toString().replaceAll(hit.nonce, nonce)) : hit.body;
        res.status(200);
        for (const replay of hit.replay) replay(req);
        if (req.method === "HEAD") res.setHeader("Content-Length", body.length).end();
        else res.end(body);
        return;
      }
      if (hit) remove(key);
      if (req.method === "HEAD") return next();

      // Record what the app sends, and keep it if it may be shared.
      const chunks: Buffer[] = [];
      let headers: [string, string][] | null = null;
      const snapshot = () => {
        headers ??= Object.entries(res.getHeaders()).flatMap(([name, value]) =>
          KEPT_HEADERS.has(name) && value !== undefined ? [[name, String(value)] as [string, string]] : [],
        );
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      const collect = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === "function") return;
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(
                chunk as string,
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              ),
        );
      };
      res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
        snapshot();
        collect(chunk, encoding);
        return write(chunk, encoding, callback);
      }) as Response["write"];
      res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
        snapshot();
        collect(chunk, encoding);
        return end(chunk, encoding, callback);
      }) as Response["end"];
      res.on("finish", () => {
        if (res.statusCode !== 200 || res.getHeader("Set-Cookie") || !headers) return;
        const cacheControl = String(res.getHeader("Cache-Control") ?? "");
        if (/no-store|private/.test(cacheControl)) return;
        const body = Buffer.concat(chunks);
        store(key, {
          expires: now() + ttlMs,
          bytes: body.length,
          body,
          nonce,
          headers,
          replay: pageReplays(res),
        });
      });
      next();
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
