import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { AppServices } from "../context.server";

/**
 * Signed, short-lived, viewer-bound video URLs:
 * `/media/video/<mediaId>?u=<viewerId or 0>&exp=<unix seconds>&sig=<base64url HMAC-SHA256>`.
 *
 * No permanent public URL exists for a video: the page that shows a player signs a URL for the
 * person looking at it, and the media route checks the signature, the expiry, that the request's
 * session is that person, and (on every request) that they may still watch the clip.
 *
 * Lifetime: 4 hours. A player fetches the file in many Range requests over the whole time
 * someone watches, pauses and seeks, so the URL must outlive the longest lesson plus breaks (a
 * full lesson can run for two hours or more); a link copied out of the page stops working the
 * same afternoon. Because the viewer and the access rule are checked on every request as well, the
 * lifetime only bounds how long a URL is worth anything, not who can use it.
 * The expiry is rounded up to the next 10 minutes, so a page rendered several times in a row
 * gives the same URL and the browser can reuse what it already fetched.
 */
export const VIDEO_URL_LIFETIME_SECONDS = 4 * 60 * 60;
const EXPIRY_STEP_SECONDS = 10 * 60;

export interface VideoGrant {
  mediaId: number;
  /** The signed-in user the URL was made for; 0 for a visitor. */
  viewerId: number;
}

const PATH = /^\/media\/video\/([1-9]\d{0,9})$/;
const INTEGER = /^(0|[1-9]\d{0,15})$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const keyCache = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "maistry-session", "maistry media urls", 32));
    keyCache.set(secret, key);
  }
  return key;
}

function mac(secret: string, { mediaId, viewerId }: VideoGrant, expires: number): Buffer {
  return createHmac("sha256", keyFor(secret)).update(`v1:${mediaId}:${viewerId}:${expires}`).digest();
}

/** The URL (path and query) that lets `viewerId` watch `mediaId` for the next four hours. */
export function signVideoUrl(
  services: Pick<AppServices, "sessionSecrets">,
  grant: VideoGrant,
  now: Date = new Date(),
): string {
  const [current] = services.sessionSecrets;
  if (!current) throw new Error("no session secret");
  const seconds = Math.floor(now.getTime() / 1000) + VIDEO_URL_LIFETIME_SECONDS;
  const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const signature = mac(current, grant, expires).toString("base64url");
  return `/media/video/${grant.mediaId}?u=${grant.viewerId}&exp=${expires}&sig=${signature}`;
}

/**
 * The grant a signed video URL carries, or null when the URL is malformed, expired or its
 * signature does not match under any of the session secrets (the first signs; the others are
 * accepted so that rotating the secret does not stop videos that are playing).
 */
export function verifyVideoUrl(
  services: Pick<AppServices, "sessionSecrets">,
  url: URL,
  now: Date = new Date(),
): VideoGrant | null {
  const mediaMatch = PATH.exec(url.pathname);
  const viewer = url.searchParams.get("u") ?? "";
  const expiry = url.searchParams.get("exp") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  if (!mediaMatch?.[1] || !INTEGER.test(viewer) || !INTEGER.test(expiry) || !SIGNATURE.test(signature)) {
    return null;
  }
  const expires = Number(expiry);
  if (expires * 1000 <= now.getTime()) return null;
  const grant = { mediaId: Number(mediaMatch[1]), viewerId: Number(viewer) };
  const presented = Buffer.from(signature, "base64url");
  // Only the canonical spelling: the unused low bits of the last character must not vary.
  if (presented.length !== 32 || presented.toString("base64url") !== signature) return null;
  let valid = false;
  for (const secret of services.sessionSecrets) {
    // Every secret is tried, so the time taken does not tell which one matched.
    if (timingSafeEqual(presented, mac(secret, grant, expires))) valid = true;
  }
  return valid ? grant : null;
}
