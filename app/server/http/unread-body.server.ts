import type { IncomingMessage, ServerResponse } from "node:http";

/** How much of a body left unread is read and dropped; past it the connection is closed instead. */
export const UNREAD_BODY_DROP_BYTES = 16 * 1024 * 1024;

/**
 * A request answered before its body has all arrived: a big form posted where it is refused, an
 * API call refused before its body is read. React Router's adapter began reading the body and
 * stopped when nothing took it, so Node does not throw the rest away by itself, and the connection
 * took no next request until its keep-alive timeout ended it. Once the answer is out, the rest is
 * read and dropped, as Node does with a body nobody began to read; past `limit` bytes the
 * connection is closed instead. (An upload refused half-way drains the same way:
 * request-body.server.ts.)
 */
export function dropUnreadBody(req: IncomingMessage, res: ServerResponse, limit = UNREAD_BODY_DROP_BYTES) {
  // The adapter reads no body of a GET or HEAD (Node drops one itself): pages and cache hits, the
  // hot path, get no listener.
  if (req.method === "GET" || req.method === "HEAD") return;
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    let dropped = 0;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limit) req.destroy();
    });
    req.resume();
  });
}
