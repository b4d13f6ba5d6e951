/**
 * What the personal office's item functions share (portfolio works, certificates, lessons): who
 * acts and the removal of media an item no longer uses.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { lessons, media, photos, profiles } from "../db/schema";
import { discardMedia, type UploadDeps } from "../media/uploads.server";

/** The user acting in the office. Staff may act on anyone's items; everyone else on their own. */
export type Actor = Pick<User, "id" | "isStaff">;

/**
 * Media ids among `ids` that nothing uses any more: no lesson (poster or video), no profile
 * (avatar, introduction video), no photo and no video (as its poster frame). The demo content
 * shares clips between lessons, so a replaced video may still be another lesson's.
 */
export async function unusedMedia(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [lessonRows, profileRows, photoRows, frameRows] = await Promise.all([
    db
      .select({
        posterId: lessons.posterId,
        trailerId: lessons.trailerId,
        fullVideoId: lessons.fullVideoId,
        tipsVideoId: lessons.tipsVideoId,
      })
      .from(lessons)
      .where(
        or(
          inArray(lessons.posterId, unique),
          inArray(lessons.trailerId, unique),
          inArray(lessons.fullVideoId, unique),
          inArray(lessons.tipsVideoId, unique),
        ),
      ),
    db
      .select({ avatarId: profiles.avatarId, videoId: profiles.videoId })
      .from(profiles)
      .where(or(inArray(profiles.avatarId, unique), inArray(profiles.videoId, unique))),
    db.select({ mediaId: photos.mediaId }).from(photos).where(inArray(photos.mediaId, unique)),
    db
      .select({ posterId: media.posterId })
      .from(media)
      .where(and(inArray(media.posterId, unique), eq(media.kind, "video"))),
  ]);
  const used = new Set<number | null>([
    ...lessonRows.flatMap((row) => [row.posterId, row.trailerId, row.fullVideoId, row.tipsVideoId]),
    ...profileRows.flatMap((row) => [row.avatarId, row.videoId]),
    ...photoRows.map((row) => row.mediaId),
    ...frameRows.map((row) => row.posterId),
  ]);
  return unique.filter((id) => !used.has(id));
}

/**
 * After a commit: removes the media an item stopped using (rows and files). A failure is logged,
 * not thrown: the change is saved, and a file left behind costs only disk space.
 */
export async function discardUnused(deps: UploadDeps, ids: number[]): Promise<void> {
  try {
    const unused = await unusedMedia(deps.db, ids);
    if (unused.length > 0) await discardMedia(deps, unused);
  } catch (error) {
    deps.logger.error({ err: error, mediaIds: ids }, "could not discard replaced media");
  }
}
