/**
 * What the personal office's item functions share (portfolio works, certificates, lessons): who
 * acts, what a save answers, the check of a chosen specialization, and the removal of media an
 * item no longer uses.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { FieldErrors } from "~/forms/form-data";
import type { User } from "../auth/users.server";
import type { Database } from "../db/client.server";
import { lessons, media, photos, profiles, subCategories } from "../db/schema";
import { discardMedia, type UploadDeps } from "../media/uploads.server";

/** The user acting in the office. Staff may act on anyone's items; everyone else on their own. */
export type Actor = Pick<User, "id" | "isStaff">;

/** What a create or an update answers: the saved thing, or messages (translation keys) by field. */
export type Saved<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const refused = (errors: FieldErrors): Saved<never> => ({ ok: false, errors });

/** A database transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Thrown inside a transaction to roll it back and answer with these messages. */
export class Refusal extends Error {
  constructor(readonly errors: FieldErrors) {
    super("refused");
  }
}

/** Runs `work` in a transaction; a `Refusal` thrown inside rolls it back and becomes the answer. */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<Saved<T>> {
  try {
    return { ok: true, value: await db.transaction(work) };
  } catch (error) {
    if (error instanceof Refusal) return refused(error.errors);
    throw error;
  }
}

/** The category of a specialization (sub-category), or null when there is no such specialization. */
export async function categoryOf(db: Database, subCategoryId: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId));
  return row?.categoryId ?? null;
}

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
