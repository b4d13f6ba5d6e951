import type { RouterContextProvider } from "react-router";
import { videoAccess } from "../catalog/lesson-access.server";
import { getServices } from "../context.server";
import { isDatabaseUnavailable } from "../db/client.server";
import { SEGMENT_NAME, segmentKey, variantPlaylistKey } from "../media/hls-layout.server";
import { masterPlaylist, rewriteVariantPlaylist } from "../media/hls-playlists.server";
import { readyStream } from "../media/hls-streams.server";
import { forbidden, notFound, storedFileResponse, unavailable } from "../media/serve.server";
import {
  segmentUrlLifetime,
  signSegmentUrl,
  signStreamUrl,
  verifyStreamUrl,
} from "../media/signed-url.server";
import { getUser } from "./current-user.server";

/**
 * Streaming a lesson video to one viewer (decision 040): GET|HEAD `/media/hls/<id>/…?u&exp&sig`.
 *
 *   master.m3u8           written per viewer: the ready renditions, each variant URL signed
 *   <height>/index.m3u8   the stored variant playlist, each segment URL signed for minutes
 *   <height>/seg-NNNNN.ts a segment: the signature, its expiry and the viewer are checked
 *   progressive.mp4       the 720p MP4 a page without JavaScript plays, with Range
 *
 * Playlists and the MP4 check the access rule (`videoAccess`) on every request, as the upload's
 * URL does; segments, by far the most requests, check the signature, which a playlist only hands
 * out after that check, its few minutes' expiry and that the session is its viewer. Viewer 0 is
 * the public grant, signed only for videos anyone may watch: it works for everyone and its
 * segments may be cached. On S3 the segment URLs are the bucket's presigned URLs with the same
 * expiry (the bucket cannot know the viewer).
 */

const STREAM_KEY =
  /^hls\/([1-9]\d{0,9})\/(?:(master\.m3u8|progressive\.mp4)|([1-9]\d{0,3})\/(index\.m3u8|seg-\d{5}\.ts))$/;

type StreamFile =
  | { kind: "master"; mediaId: number }
  | { kind: "progressive"; mediaId: number }
  | { kind: "variant"; mediaId: number; height: number }
  | { kind: "segment"; mediaId: number; height: number; name: string };

export function parseStreamKey(key: string): StreamFile | null {
  const match = STREAM_KEY.exec(key);
  if (!match) return null;
  const mediaId = Number(match[1]);
  if (match[2] === "master.m3u8") return { kind: "master", mediaId };
  if (match[2] === "progressive.mp4") return { kind: "progressive", mediaId };
  const height = Number(match[3]);
  if (match[4] === "index.m3u8") return { kind: "variant", mediaId, height };
  return { kind: "segment", mediaId, height, name: match[4] as string };
}

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const MAX_PLAYLIST_BYTES = 1024 * 1024;

export async function streamResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<Response> {
  const services = getServices(context);
  const grant = verifyStreamUrl(services, url);
  // Malformed, expired, forged, or signed for another file: refused.
  if (!grant) return forbidden();
  const file = parseStreamKey(grant.key);
  if (!file) return notFound();
  const isPublic = grant.viewerId === 0;
  if (!isPublic) {
    // Without the database no session can be known: say so rather than refuse.
    if (!services.isDatabaseReady()) return unavailable();
    // Made for someone else than the session presenting it.
    if (grant.viewerId !== getUser(context)?.id) return forbidden();
  }
  if (file.kind === "segment") {
    const size = await services.storage.size(grant.key);
    if (size === null) return notFound();
    return storedFileResponse(request, services.storage, {
      key: grant.key,
      size,
      contentType: "video/mp2t",
      // A public segment may be kept by any cache (its URL is the same for everyone for a
      // minute); a paid one never lands in one.
      cacheControl: isPublic ? "public, max-age=3600" : "private, no-store",
      ranges: true,
    });
  }
  if (!services.isDatabaseReady()) return unavailable();
  try {
    const { db } = services.database;
    const viewer = getUser(context);
    const access = await videoAccess(db, viewer, file.mediaId);
    if (!access.allowed || (isPublic && !access.public)) return forbidden();
    const stream = await readyStream(db, file.mediaId);
    if (!stream) return notFound();
    const sign = (key: string) => signStreamUrl(services, { key, viewerId: grant.viewerId });
    if (file.kind === "master") {
      const variants = stream.renditions.map((height) => ({
        height,
        url: sign(variantPlaylistKey(file.mediaId, height)),
      }));
      return playlistResponse(request, masterPlaylist(variants, stream));
    }
    if (file.kind === "progressive") {
      const size = await services.storage.size(grant.key);
      if (size === null) return notFound();
      return await storedFileResponse(request, services.storage, {
        key: grant.key,
        size,
        contentType: "video/mp4",
        cacheControl: access.public ? "private, max-age=600" : "private, no-store",
        ranges: true,
      });
    }
    if (!stream.renditions.includes(file.height)) return notFound();
    const stored = await readText(services.storage, variantPlaylistKey(file.mediaId, file.height));
    if (stored === null) return notFound();
    const { storage } = services;
    const playlist = await rewriteVariantPlaylist(
      stored,
      (name) => SEGMENT_NAME.test(name),
      (name, offset) => {
        const key = segmentKey(file.mediaId, file.height, name);
        return storage.presign
          ? storage.presign(key, segmentUrlLifetime(offset))
          : signSegmentUrl(services, { key, viewerId: grant.viewerId }, offset);
      },
    );
    return playlistResponse(request, playlist);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return unavailable();
  }
}

/** A playlist: never cached (its URLs expire, and a paid one names its viewer). */
function playlistResponse(request: Request, text: string): Response {
  const headers = { "Content-Type": PLAYLIST_TYPE, "Cache-Control": "no-store" };
  return new Response(request.method === "HEAD" ? null : text, { status: 200, headers });
}

async function readText(
  storage: ReturnType<typeof getServices>["storage"],
  key: string,
): Promise<string | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  if (size > MAX_PLAYLIST_BYTES) throw new Error(`playlist too large: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
