import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { pickAcceptedLocale } from "~/i18n/locales";
import { COMPRESS_THRESHOLD, compress, type Encoding, pickEncoding } from "./content-encoding.server";

/**
 * A micro-cache of whole anonymous pages (HTML documents and their `.data` twins), kept for a few
 * seconds per URL. Anonymous catalog pages are the same for every visitor, and rendering the shell
 * costs milliseconds of CPU that 50 concurrent visitors would otherwise queue behind. What is
 * personal never enters it: requests with a session, a flash message or an Authorization header
 * pass by, and only 200 responses without Set-Cookie and without `no-store`/`private` are kept.
 *
 * A hit costs no rendering and no compressing: each entry is compressed once per encoding, the
 * first time a client asks for it, and sent as stored with the CSP nonce it was rendered with
 * (decision 022: the page's content is fixed before anyone can read its nonce, so reusing it for the
 * entry's few seconds gives an attacker nothing to inject with). Its headers, security headers
 * naming that nonce included, are put together once per entry, scheme and encoding too.
 *
 * One render per page at a time: while a page is being rendered, other requests for it get the
 * expired copy if it expired less than a TTL ago, else wait for that render (no stampede when a
 * popular page expires under load).
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
  /** The body compressed, per encoding, made on first demand. */
  encoded: Map<Encoding, Buffer>;
  nonce: string;
  headers: [string, string][];
  replay: PageReplay[];
  /** Every header a hit sends, as `writeHead` takes them, by label, scheme and encoding. */
  sent: Map<string, string[]>;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Upper bound of the bytes kept; the oldest entries go first. */
  maxBytes?: number;
  /** Cookie names that make a request personal. */
  personalCookies: string[];
  /** Called with the cache emptied after a successful change, for other caches to follow. */
  onChange?: () => void;
  /** The security headers of a page whose scripts carry `nonce`, over HTTPS or not. */
  securityHeaders: (nonce: string, https: boolean) => Record<string, string>;
  now?: () => number;
}

const KEPT_HEADERS = new Set(["content-type", "cache-control", "content-language", "link"]);
const SKIPPED_PATHS = /^\/(api|media|language|i18n|healthz|readyz|assets)(\/|$)/;

export interface PageCache {
  /**
   * Serves a fresh entry and nothing else, and says whether it did: called before Express routes
   * the request, since a stored page needs none of the app's middleware (most of a hit's CPU).
   * `req` must read as Express's request (`secure`, and `ip` for replays).
   */
  hit(req: Request, res: ServerResponse): boolean;
  middleware(req: Request, res: Response, next: NextFunction): Promise<void>;
  clear(): void;
  readonly size: number;
}

/**
 * Whether the page cache records this response: it keeps a page uncompressed (each entry is
 * compressed once per encoding on demand), so the page must reach it that way.
 */
export function isRecordedByPageCache(res: Response): boolean {
  return res.locals.pageCacheRecording === true;
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
  onChange,
  securityHeaders,
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

  const keyOf = ({ method, url = "", headers }: Request): string | null => {
    if (ttlMs <= 0 || (method !== "GET" && method !== "HEAD")) return null;
    if (headers.authorization || personal.test(headers.cookie ?? "")) return null;
    // Called before Express: the URL as sent, where a request in absolute form is never cached.
    const path = url.split("?", 1)[0] ?? "";
    if (!path.startsWith("/") || SKIPPED_PATHS.test(path)) return null;
    // The bare main page redirects by the `lng` cookie and Accept-Language: both are in its key.
    const guess =
      path === "/"
        ? `|${/(?:^|;\s*)lng=([a-z]{2})/.exec(headers.cookie ?? "")?.[1] ?? ""}|${pickAcceptedLocale(headers["accept-language"]) ?? ""}`
        : "";
    return `${url}${guess}`;
  };

  /** Renders under way, by key: resolved when the response has finished (stored or not). */
  const rendering = new Map<string, Promise<void>>();

  const encodedBody = (key: string, entry: Entry, encoding: Encoding): Buffer => {
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded.set(encoding, encoded);
      entry.bytes += encoded.length;
      if (entries.get(key) === entry) totalBytes += encoded.length;
    }
    return encoded;
  };

  const hitHeaders = (
    entry: Entry,
    label: string,
    https: boolean,
    encoding: Encoding | null,
    length: number,
  ) => {
    const which = `${label}|${https}|${encoding}`;
    let sent = entry.sent.get(which);
    if (!sent) {
      // The page carries the nonce it was rendered with: the policy names that one.
      sent = [...Object.entries(securityHeaders(entry.nonce, https)), ...entry.headers].flat();
      sent.push("Vary", "Accept-Encoding", "X-Page-Cache", label, "Content-Length", String(length));
      if (encoding) sent.push("Content-Encoding", encoding);
      entry.sent.set(which, sent);
    }
    return sent;
  };

  const serveEntry = (
    req: Request,
    res: ServerResponse,
    key: string,
    entry: Entry,
    label: "hit" | "stale",
  ) => {
    const encoding =
      entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(req.headers["accept-encoding"]) : null;
    const body = encoding ? encodedBody(key, entry, encoding) : entry.body;
    // One call: headers set before (a fresh nonce's policy on the way through Express) are replaced.
    res.writeHead(200, hitHeaders(entry, label, req.secure, encoding, body.length));
    for (const replay of entry.replay) replay(req);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };

  /** Serves the entry under `key` if it is fresh, and says whether it did. */
  const serveFresh = (req: Request, res: ServerResponse, key: string): boolean => {
    const entry = entries.get(key);
    if (!entry || entry.expires <= now()) return false;
    serveEntry(req, res, key, entry, "hit");
    return true;
  };

  return {
    get size() {
      return entries.size;
    },
    clear,
    hit(req, res) {
      const key = keyOf(req);
      return key !== null && serveFresh(req, res, key);
    },
    async middleware(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") {
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          clear();
          onChange?.();
        });
        return next();
      }
      const key = keyOf(req);
      if (!key) return next();
      // Stored while this request went through Express's middleware (`hit` missed it in front).
      if (serveFresh(req, res, key)) return;
      const underWay = rendering.get(key);
      if (underWay) {
        const entry = entries.get(key);
        if (entry && entry.expires + ttlMs > now()) return serveEntry(req, res, key, entry, "stale");
        await underWay;
        if (serveFresh(req, res, key)) return;
      }
      if (req.method === "HEAD") return next();

      // Render, record what the app sends, and keep it if it may be shared.
      let done = () => {};
      const rendered = new Promise<void>((resolve) => {
        done = resolve;
      });
      rendering.set(key, rendered);
      res.locals.pageCacheRecording = true;
      res.on("close", () => {
        if (rendering.get(key) === rendered) rendering.delete(key);
        done();
      });
      const nonce = String(res.locals.nonce ?? "");
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
        const cacheControl = String(res.getHeader("Cache-Control") ?? "");
        if (
          res.statusCode !== 200 ||
          res.getHeader("Set-Cookie") ||
          !headers ||
          /no-store|private/.test(cacheControl)
        ) {
          // What replaced the expired copy may not be shared: the copy goes too.
          remove(key);
          return;
        }
        const body = Buffer.concat(chunks);
        store(key, {
          expires: now() + ttlMs,
          bytes: body.length,
          body,
          encoded: new Map(),
          sent: new Map(),
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
