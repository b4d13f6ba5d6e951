import { findVideo, videoAccess } from "~/server/catalog/lesson-access.server";
import { getServices } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db/client.server";
import { forbidden, notFound, storedFileResponse, unavailable } from "~/server/media/serve.server";
import { verifyVideoUrl } from "~/server/media/signed-url.server";
import { getUser } from "~/server/web/current-user.server";
import { streamResponse } from "~/server/web/stream-routes.server";
import { subtitleResponse } from "~/server/web/subtitle-routes.server";
import type { Route } from "./+types/media";

const IMAGE_KEY = /^images\/[a-z0-9/_.-]+\.webp$/i;

/**
 * GET|HEAD /media/images/<id>/<width>.webp — public images, cached for good (a new image gets a
 * new id). GET|HEAD /media/video/<id>?u&exp&sig — videos through signed, viewer-bound URLs,
 * with the access rule checked again on every request, and HTTP Range. GET|HEAD
 * /media/hls/<id>/… — the streaming renditions, signed per file and viewer (web/stream-routes.server.ts).
 * GET|HEAD /media/subtitles/<id>.vtt — a lesson video's subtitles, signed likewise (decision 044).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The raw path, not a decoded parameter: a stored key never needs escaping.
  const key = url.pathname.slice("/media/".length);
  if (IMAGE_KEY.test(key)) return image(request, context, key);
  if (key.startsWith("video/")) return video(request, context, url);
  if (key.startsWith("hls/")) return streamResponse(request, context, url);
  if (key.startsWith("subtitles/")) return subtitleResponse(request, context, url);
  return notFound();
}

async function image(request: Request, context: Route.LoaderArgs["context"], key: string) {
  const { storage } = getServices(context);
  // The storage refuses unsafe keys (`..`, odd characters): they are simply not there.
  const size = await storage.size(key);
  if (size === null) return notFound();
  return storedFileResponse(request, storage, {
    key,
    size,
    contentType: "image/webp",
    cacheControl: "public, max-age=31536000, immutable",
    ranges: false,
  });
}

async function video(request: Request, context: Route.LoaderArgs["context"], url: URL) {
  const services = getServices(context);
  const grant = verifyVideoUrl(services, url);
  // Malformed, expired or tampered with: refused.
  if (!grant) return forbidden();
  // (Without the database nobody's session can be known, so say so rather than refuse.)
  if (!services.isDatabaseReady()) return unavailable();
  // Made for someone else than the session presenting it: refused.
  if (grant.viewerId !== (getUser(context)?.id ?? 0)) return forbidden();
  try {
    const { db } = services.database;
    const stored = await findVideo(db, grant.mediaId);
    if (!stored) return notFound();
    const access = await videoAccess(db, getUser(context), grant.mediaId);
    if (!access.allowed) return forbidden();
    const size = await services.storage.size(stored.storageKey);
    if (size === null) return notFound();
    return await storedFileResponse(request, services.storage, {
      key: stored.storageKey,
      size,
      contentType: stored.mime,
      // A paid video never lands in any cache; a public one may be kept by the browser a while.
      cacheControl: access.public ? "private, max-age=600" : "private, no-store",
      ranges: true,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return unavailable();
  }
}
