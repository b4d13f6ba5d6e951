import { createReadableStreamFromReadable } from "@react-router/node";
import type { ByteRange, MediaStorage } from "./storage.server";

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14):
 * - `null`: serve the whole file (no header, another unit, several ranges or a malformed one —
 *   a server may ignore a Range it does not support);
 * - `"unsatisfiable"`: a well-formed range that lies outside the file (answer 416);
 * - a byte range: `bytes=a-b` (b clamped to the end), `bytes=a-`, `bytes=-n` (the last n bytes).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

export function plainResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The plain answers of the file routes (media, streams, subtitles, sitemaps). */
export const notFound = () => plainResponse(404, "Not found");
export const forbidden = () => plainResponse(403, "Forbidden");
/** The database is not there (yet, or any more): try again shortly. */
export const unavailable = () =>
  plainResponse(503, "Service temporarily unavailable", { "Retry-After": "15" });

/**
 * A stored file as an HTTP response: 200 with the whole file, or 206 with the asked range when
 * `ranges` is on, or 416. The body is streamed from storage (never held in memory); a HEAD
 * request gets the headers only, and no file is opened.
 */
export async function storedFileResponse(
  request: Request,
  storage: MediaStorage,
  file: { key: string; size: number; contentType: string; cacheControl: string; ranges: boolean },
): Promise<Response> {
  const { key, size, contentType, cacheControl, ranges } = file;
  const headers = new Headers({ "Content-Type": contentType, "Cache-Control": cacheControl });
  if (ranges) headers.set("Accept-Ranges", "bytes");
  const range = ranges ? parseRange(request.headers.get("Range"), size) : null;
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.set("Content-Length", "0");
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
  } else {
    headers.set("Content-Length", String(size));
  }
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = await storage.read(key, range ?? undefined);
  return new Response(createReadableStreamFromReadable(body), { status, headers });
}
