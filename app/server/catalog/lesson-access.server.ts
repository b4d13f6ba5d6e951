import { eq, or } from "drizzle-orm";
import type { User } from "../auth/users.server";
import { boughtLesson, type PurchaseCheck } from "../commerce/purchases.server";
import type { AppServices } from "../context.server";
import type { Database } from "../db/client.server";
import { lessons, media, profiles } from "../db/schema";
import { progressiveKey } from "../media/hls-layout.server";
import { masterPlaylistKey, readyRenditions } from "../media/hls-streams.server";
import { signStreamUrl, signVideoUrl } from "../media/signed-url.server";

/**
 * Who may see a lesson and watch what. This file is THE place that decides it: lesson pages ask
 * it whether a draft is shown and before they hand out a video URL, and the media route asks it
 * again on every request for the file.
 */

/** The three videos of a lesson. */
export type VideoPart = "trailer" | "full" | "tips";
export const VIDEO_PARTS: readonly VideoPart[] = ["trailer", "full", "tips"];

/** What the rule needs to know about a lesson. `published` defaults to true. */
export interface LessonForAccess {
  id: number;
  masterId: number;
  published?: boolean;
}

/**
 * May `viewer` (null for a visitor) watch this part of the lesson?
 * - trailer: everyone, while the lesson is published; a draft's trailer only its author and staff;
 * - full and tips: the author, staff and whoever bought the lesson (once bought, also after the
 *   lesson went back to draft).
 *
 * `purchased`, when given, answers whether `viewer` bought `lesson` (a page asking several rules).
 */
export async function canWatch(
  db: Database,
  viewer: User | null,
  part: VideoPart,
  lesson: LessonForAccess,
  purchased?: PurchaseCheck,
): Promise<boolean> {
  if (part === "trailer" && lesson.published !== false) return true;
  if (!viewer?.isActive) return false;
  if (viewer.isStaff || viewer.id === lesson.masterId) return true;
  if (part === "trailer") return false;
  return boughtLesson(db, viewer.id, lesson.id, purchased);
}

/**
 * May `viewer` see the lesson's page at all? A published lesson: everyone. A draft: whoever may
 * watch its full video — its author, staff and whoever bought it before it went back to draft; to
 * everyone else it does not exist (the page answers 404).
 */
export async function canSeeLesson(
  db: Database,
  viewer: User | null,
  lesson: LessonForAccess,
  purchased?: PurchaseCheck,
): Promise<boolean> {
  return lesson.published !== false || canWatch(db, viewer, "full", lesson, purchased);
}

/** Something that shows a video: a part of a lesson, or a master's (public) introduction video. */
export type VideoReference =
  | { kind: "lesson"; part: VideoPart; lesson: Required<LessonForAccess> }
  | { kind: "master-introduction"; userId: number };

/**
 * Everything that references the video `mediaId`. One clip may serve several lessons (the same
 * trailer on two lessons, a trailer that is also another lesson's full video): each reference
 * is listed, and whoever may watch any of them may watch the clip.
 */
export async function findVideoOwner(db: Database, mediaId: number): Promise<VideoReference[]> {
  const [lessonRows, profileRows] = await Promise.all([
    db
      .select({
        id: lessons.id,
        masterId: lessons.masterId,
        published: lessons.published,
        trailerId: lessons.trailerId,
        fullVideoId: lessons.fullVideoId,
        tipsVideoId: lessons.tipsVideoId,
      })
      .from(lessons)
      .where(
        or(
          eq(lessons.trailerId, mediaId),
          eq(lessons.fullVideoId, mediaId),
          eq(lessons.tipsVideoId, mediaId),
        ),
      )
      .orderBy(lessons.id),
    db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.videoId, mediaId)),
  ]);
  const references: VideoReference[] = [];
  for (const row of lessonRows) {
    const lesson = { id: row.id, masterId: row.masterId, published: row.published };
    if (row.trailerId === mediaId) references.push({ kind: "lesson", part: "trailer", lesson });
    if (row.fullVideoId === mediaId) references.push({ kind: "lesson", part: "full", lesson });
    if (row.tipsVideoId === mediaId) references.push({ kind: "lesson", part: "tips", lesson });
  }
  for (const row of profileRows) references.push({ kind: "master-introduction", userId: row.userId });
  return references;
}

export interface VideoAccess {
  /** The viewer may watch the clip. */
  allowed: boolean;
  /** Anyone may watch it (a published trailer, an introduction video): it may be cached. */
  public: boolean;
}

/** The media route's check: may `viewer` watch the video `mediaId` through any of its uses? */
export async function videoAccess(db: Database, viewer: User | null, mediaId: number): Promise<VideoAccess> {
  const references = await findVideoOwner(db, mediaId);
  const decide = async (who: User | null) => {
    for (const reference of references) {
      if (reference.kind === "master-introduction") return true;
      if (await canWatch(db, who, reference.part, reference.lesson)) return true;
    }
    return false;
  };
  const isPublic = await decide(null);
  return { allowed: isPublic || (await decide(viewer)), public: isPublic };
}

/** A stored video as the media route serves it. */
export interface StoredVideo {
  id: number;
  storageKey: string;
  mime: string;
}

export async function findVideo(db: Database, mediaId: number): Promise<StoredVideo | null> {
  const [row] = await db
    .select({ id: media.id, kind: media.kind, storageKey: media.storageKey, mime: media.mime })
    .from(media)
    .where(eq(media.id, mediaId));
  return row?.kind === "video" ? { id: row.id, storageKey: row.storageKey, mime: row.mime } : null;
}

/**
 * The signed URL of a video for `viewer`, the person viewing the page (null for a visitor): bound
 * to them, valid for a few hours. Call it only after `canWatch` said yes; an introduction video is
 * public.
 */
export function videoSource(
  services: Pick<AppServices, "sessionSecrets">,
  viewer: Pick<User, "id"> | null,
  mediaId: number,
): string {
  return signVideoUrl(services, { mediaId, viewerId: viewer?.id ?? 0 });
}

/**
 * One video tab of a lesson page: a player, or the locked panel (price and the way to buy). A
 * playable video has `src`, the MP4 a page without JavaScript plays (the 720p rendition once
 * transcoded, the upload until then), `hls`, the master playlist once transcoded, and
 * `watermark`, the viewer's username the player draws over a paid video.
 */
export type LessonVideo =
  | { state: "playable"; src: string; hls: string | null; watermark: string | null }
  | { state: "locked" };

/** A lesson's three videos for the current viewer; null where the lesson has no such video. */
export type LessonVideos = Record<VideoPart, LessonVideo | null>;

/** What `lessonVideos` needs of a lesson (a `LessonDetail` has all of it). */
export interface LessonWithVideos {
  id: number;
  published: boolean;
  master: { id: number };
  trailerId: number | null;
  fullVideoId: number | null;
  tipsVideoId: number | null;
}

/** For a lesson page: each video either playable (with its signed URL) or locked for `viewer`. */
export async function lessonVideos(
  services: Pick<AppServices, "sessionSecrets">,
  db: Database,
  viewer: User | null,
  lesson: LessonWithVideos,
  purchased?: PurchaseCheck,
): Promise<LessonVideos> {
  const subject = { id: lesson.id, masterId: lesson.master.id, published: lesson.published };
  const ids = [lesson.trailerId, lesson.fullVideoId, lesson.tipsVideoId].filter((id) => id !== null);
  const streams = await readyRenditions(db, ids);
  const one = async (part: VideoPart, mediaId: number | null): Promise<LessonVideo | null> => {
    if (mediaId === null) return null;
    if (!(await canWatch(db, viewer, part, subject, purchased))) return { state: "locked" };
    const paid = part !== "trailer";
    if (!streams.has(mediaId)) {
      const src = videoSource(services, viewer, mediaId);
      return { state: "playable", src, hls: null, watermark: paid ? (viewer?.username ?? null) : null };
    }
    // A published trailer is public: one URL for everyone (viewer 0), which caches may keep.
    const viewerId = part === "trailer" && lesson.published ? 0 : (viewer?.id ?? 0);
    return {
      state: "playable",
      src: signStreamUrl(services, { key: progressiveKey(mediaId), viewerId }),
      hls: signStreamUrl(services, { key: masterPlaylistKey(mediaId), viewerId }),
      watermark: paid ? (viewer?.username ?? null) : null,
    };
  };
  const [trailer, full, tips] = await Promise.all([
    one("trailer", lesson.trailerId),
    one("full", lesson.fullVideoId),
    one("tips", lesson.tipsVideoId),
  ]);
  return { trailer, full, tips };
}
