import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { SEGMENT_URL_SLACK_SECONDS } from "~/media/stream-timing";
import type { AppServices } from "../context.server";

export { SEGMENT_URL_SLACK_SECONDS };

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

/** What a signature covers: the uploaded file of a media row (v1), or one stored key of its HLS layout (v2). */
type Signed = { upload: number } | { key: string };

function mac(secret: string, what: Signed, viewerId: number, expires: number): Buffer {
  const message =
    "upload" in what ? `v1:${what.upload}:${viewerId}:${expires}` : `v2:${what.key}:${viewerId}:${expires}`;
  return createHmac("sha256", keyFor(secret)).update(message).digest();
}

function currentSecret(services: Pick<AppServices, "sessionSecrets">): string {
  const [current] = services.sessionSecrets;
  if (!current) throw new Error("no session secret");
  return current;
}

const query = (secret: string, what: Signed, viewerId: number, expires: number) =>
  `u=${viewerId}&exp=${expires}&sig=${mac(secret, what, viewerId, expires).toString("base64url")}`;

/**
 * The viewer a signed URL's query names, if its signature covers `what` under any of the session
 * secrets (the first signs; the others are accepted so that rotating the secret does not stop
 * videos that are playing) and it has not expired; null otherwise.
 */
function verifyQuery(
  services: Pick<AppServices, "sessionSecrets">,
  what: Signed,
  params: URLSearchParams,
  now: Date,
): number | null {
  const viewer = params.get("u") ?? "";
  const expiry = params.get("exp") ?? "";
  const signature = params.get("sig") ?? "";
  if (!INTEGER.test(viewer) || !INTEGER.test(expiry) || !SIGNATURE.test(signature)) return null;
  const expires = Number(expiry);
  if (expires * 1000 <= now.getTime()) return null;
  const presented = Buffer.from(signature, "base64url");
  // Only the canonical spelling: the unused low bits of the last character must not vary.
  if (presented.length !== 32 || presented.toString("base64url") !== signature) return null;
  let valid = false;
  for (const secret of services.sessionSecrets) {
    // Every secret is tried, so the time taken does not tell which one matched.
    if (timingSafeEqual(presented, mac(secret, what, Number(viewer), expires))) valid = true;
  }
  return valid ? Number(viewer) : null;
}

/** The URL (path and query) that lets `viewerId` watch `mediaId` for the next four hours. */
export function signVideoUrl(
  services: Pick<AppServices, "sessionSecrets">,
  grant: VideoGrant,
  now: Date = new Date(),
): string {
  const expires = roundedExpiry(now, VIDEO_URL_LIFETIME_SECONDS, EXPIRY_STEP_SECONDS);
  const signed = query(currentSecret(services), { upload: grant.mediaId }, grant.viewerId, expires);
  return `/media/video/${grant.mediaId}?${signed}`;
}

/** `now` plus `seconds`, rounded up to a multiple of `step`, as unix seconds. */
function roundedExpiry(now: Date, seconds: number, step: number): number {
  return Math.ceil((Math.floor(now.getTime() / 1000) + seconds) / step) * step;
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
  if (!mediaMatch?.[1]) return null;
  const mediaId = Number(mediaMatch[1]);
  const viewerId = verifyQuery(services, { upload: mediaId }, url.searchParams, now);
  return viewerId === null ? null : { mediaId, viewerId };
}

/*
 * Streaming URLs: `/media/<key>?u&exp&sig` where `<key>` is a key of the HLS layout
 * (hls-layout.server.ts) — the master playlist, a variant playlist, a segment or the progressive
 * MP4 — and the signature covers that whole key, so a URL names one file of one rendition of one
 * video for one viewer. Viewer 0 is the public grant: the pages sign it only for a video anyone
 * may watch (a published trailer), and it is honoured whoever presents it (decision 040).
 *
 * Playlists and the progressive MP4 live as long as the upload's URL (four hours): the player
 * asks for another variant playlist whenever it switches quality, the access rule is checked on
 * every request for them anyway, and the page stays playable through a long lesson.
 * Segments live minutes: `SEGMENT_URL_SLACK_SECONDS` after the moment a viewer who started
 * playing when the playlist was written reaches the segment (its start time in the video), so
 * playing straight through never meets an expired URL, while a copied segment URL is worth
 * nothing to anyone else and little later; after a long pause the player fetches the playlist
 * again (decision 040).
 */
const SEGMENT_EXPIRY_STEP_SECONDS = 60;

/** A signed URL's query for a key of the HLS layout, valid for `viewerId` until the expiry. */
export interface StreamGrant {
  key: string;
  viewerId: number;
}

/** `/media/<key>?u&exp&sig` for a playlist or the progressive MP4: four hours, like the upload's. */
export function signStreamUrl(
  services: Pick<AppServices, "sessionSecrets">,
  grant: StreamGrant,
  now: Date = new Date(),
): string {
  const expires = roundedExpiry(now, VIDEO_URL_LIFETIME_SECONDS, EXPIRY_STEP_SECONDS);
  return `/media/${grant.key}?${query(currentSecret(services), { key: grant.key }, grant.viewerId, expires)}`;
}

/** `/media/<key>?u&exp&sig` for a segment starting `offsetSeconds` into the video (see above). */
export function signSegmentUrl(
  services: Pick<AppServices, "sessionSecrets">,
  grant: StreamGrant,
  offsetSeconds: number,
  now: Date = new Date(),
): string {
  const lifetime = segmentUrlLifetime(offsetSeconds);
  const expires = roundedExpiry(now, lifetime, SEGMENT_EXPIRY_STEP_SECONDS);
  return `/media/${grant.key}?${query(currentSecret(services), { key: grant.key }, grant.viewerId, expires)}`;
}

/** How long a segment URL lives, in seconds, for a segment `offsetSeconds` into the video. */
export function segmentUrlLifetime(offsetSeconds: number): number {
  return SEGMENT_URL_SLACK_SECONDS + Math.max(0, Math.ceil(offsetSeconds));
}

// Subtitle files (`subtitles/<id>.vtt`, decision 044) are signed the same way as the HLS files.
const STREAM_PATH = /^\/media\/((?:hls|subtitles)\/[a-z0-9][a-z0-9/_.-]*)$/i;

/** The key and viewer of a signed streaming URL, or null (malformed, expired, not signed so). */
export function verifyStreamUrl(
  services: Pick<AppServices, "sessionSecrets">,
  url: URL,
  now: Date = new Date(),
): StreamGrant | null {
  const key = STREAM_PATH.exec(url.pathname)?.[1];
  if (!key || key.includes("..")) return null;
  const viewerId = verifyQuery(services, { key }, url.searchParams, now);
  return viewerId === null ? null : { key, viewerId };
}
