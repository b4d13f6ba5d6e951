import type { RouterContextProvider } from "react-router";
import { canWatch } from "../catalog/lesson-access.server";
import { SUBTITLE_TRACK_KEY, subtitleFile } from "../catalog/lesson-subtitles.server";
import { getServices } from "../context.server";
import { isDatabaseUnavailable } from "../db/client.server";
import { forbidden, notFound, storedFileResponse, unavailable } from "../media/serve.server";
import { verifyStreamUrl } from "../media/signed-url.server";
import { getUser } from "./current-user.server";

/**
 * GET|HEAD `/media/subtitles/<id>.vtt?u&exp&sig`: a subtitle file, to whoever may watch its video
 * (the rule is checked again on every request, as for the video), as `text/vtt; charset=utf-8`.
 * Always served by the app, also on S3: a `<track>` needs the file from the page's own origin.
 */
export async function subtitleResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<Response> {
  const services = getServices(context);
  const grant = verifyStreamUrl(services, url);
  if (!grant) return forbidden();
  const match = SUBTITLE_TRACK_KEY.exec(grant.key);
  if (!match) return notFound();
  if (!services.isDatabaseReady()) return unavailable();
  const viewer = getUser(context);
  if (grant.viewerId !== 0 && grant.viewerId !== viewer?.id) return forbidden();
  try {
    const { db } = services.database;
    const row = await subtitleFile(db, Number(match[1]));
    if (!row) return notFound();
    const subject = { id: row.lessonId, masterId: row.masterId, published: row.published };
    const isPublic = await canWatch(db, null, row.part, subject);
    if (grant.viewerId === 0 ? !isPublic : !(await canWatch(db, viewer, row.part, subject))) {
      return forbidden();
    }
    const size = await services.storage.size(row.storageKey);
    if (size === null) return notFound();
    return await storedFileResponse(request, services.storage, {
      key: row.storageKey,
      size,
      contentType: "text/vtt; charset=utf-8",
      cacheControl: isPublic ? "public, max-age=600" : "private, no-store",
      ranges: false,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn({ err: error }, "database unavailable");
    return unavailable();
  }
}
