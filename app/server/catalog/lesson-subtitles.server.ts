import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { checkWebVtt, type WebVttErrorKind } from "~/media/webvtt";
import type { User } from "../auth/users.server";
import type { AppServices } from "../context.server";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessonSubtitles, lessons } from "../db/schema";
import { signStreamUrl } from "../media/signed-url.server";
import type { MediaStorage } from "../media/storage.server";

/**
 * Subtitles of a lesson's videos (issue 17 §6, decision 044): WebVTT files, one per (video,
 * language), for the trailer (public like it) and the full video (for whoever may watch it).
 */

export const SUBTITLE_PARTS = ["trailer", "full"] as const;
export type SubtitlePart = (typeof SUBTITLE_PARTS)[number];

export const isSubtitlePart = (value: unknown): value is SubtitlePart =>
  SUBTITLE_PARTS.some((part) => part === value);

/** A subtitle file as the editor lists it. */
export interface SavedSubtitle {
  part: SubtitlePart;
  language: Locale;
  bytes: number;
}

/** A `<track>` of the player: its language, its label (the language's own name) and signed URL. */
export interface SubtitleTrack {
  language: Locale;
  label: string;
  src: string;
}

const byLocaleOrder = (a: { language: string }, b: { language: string }) =>
  LOCALES.indexOf(a.language as Locale) - LOCALES.indexOf(b.language as Locale);

export async function listSubtitles(db: Database, lessonId: number): Promise<SavedSubtitle[]> {
  const rows = await db
    .select({ part: lessonSubtitles.part, language: lessonSubtitles.language, bytes: lessonSubtitles.bytes })
    .from(lessonSubtitles)
    .where(eq(lessonSubtitles.lessonId, lessonId))
    .orderBy(asc(lessonSubtitles.part));
  return rows
    .filter((row): row is SavedSubtitle => isSubtitlePart(row.part) && isLocale(row.language))
    .sort((a, b) => (a.part === b.part ? byLocaleOrder(a, b) : a.part === "trailer" ? -1 : 1));
}

/** The languages of each lesson's full-video subtitles, in the site's locale order. */
export async function subtitleLanguages(db: Database, lessonIds: number[]): Promise<Map<number, Locale[]>> {
  const result = new Map<number, Locale[]>();
  if (lessonIds.length === 0) return result;
  const rows = await db
    .select({ lessonId: lessonSubtitles.lessonId, language: lessonSubtitles.language })
    .from(lessonSubtitles)
    .where(and(inArray(lessonSubtitles.lessonId, lessonIds), eq(lessonSubtitles.part, "full")));
  for (const row of rows.sort(byLocaleOrder)) {
    if (!isLocale(row.language)) continue;
    const list = result.get(row.lessonId) ?? [];
    list.push(row.language);
    result.set(row.lessonId, list);
  }
  return result;
}

export type SubtitleSaveResult =
  | { ok: true }
  | { ok: false; error: WebVttErrorKind | "badLanguage" | "badPart"; line: number | null };

/**
 * Checks a file and stores it as the lesson's subtitles of `part` in `language`, replacing the
 * earlier file of that language. A refused file stores nothing.
 */
export async function saveSubtitle(
  deps: { db: Database; storage: MediaStorage },
  lessonId: number,
  part: string,
  language: string,
  file: Uint8Array,
): Promise<SubtitleSaveResult> {
  if (!isSubtitlePart(part)) return { ok: false, error: "badPart", line: null };
  if (!isLocale(language)) return { ok: false, error: "badLanguage", line: null };
  const verdict = checkWebVtt(file);
  if (!verdict.ok) return verdict;
  const key = `subtitles/${lessonId}/${part}-${language}-${randomBytes(6).toString("hex")}.vtt`;
  await deps.storage.put(key, Buffer.from(file), "text/vtt; charset=utf-8");
  let previous: string | null = null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ storageKey: lessonSubtitles.storageKey })
        .from(lessonSubtitles)
        .where(
          and(
            eq(lessonSubtitles.lessonId, lessonId),
            eq(lessonSubtitles.part, part),
            eq(lessonSubtitles.language, language),
          ),
        )
        .for("update");
      await tx
        .insert(lessonSubtitles)
        .values({ lessonId, part, language, storageKey: key, bytes: file.byteLength })
        .onConflictDoUpdate({
          target: [lessonSubtitles.lessonId, lessonSubtitles.part, lessonSubtitles.language],
          set: { storageKey: key, bytes: file.byteLength, createdAt: new Date() },
        });
      return old?.storageKey ?? null;
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  if (previous) await deps.storage.remove(previous).catch(() => {});
  return { ok: true };
}

/** Removes one subtitle file; false when the lesson has none of that part and language. */
export async function removeSubtitle(
  deps: { db: Database; storage: MediaStorage },
  lessonId: number,
  part: string,
  language: string,
): Promise<boolean> {
  if (!isSubtitlePart(part) || !isLocale(language)) return false;
  const removed = await deps.db
    .delete(lessonSubtitles)
    .where(
      and(
        eq(lessonSubtitles.lessonId, lessonId),
        eq(lessonSubtitles.part, part),
        eq(lessonSubtitles.language, language),
      ),
    )
    .returning({ storageKey: lessonSubtitles.storageKey });
  for (const row of removed) await deps.storage.remove(row.storageKey).catch(() => {});
  return removed.length > 0;
}

/** The storage keys of a lesson's subtitles: read before deleting the lesson, removed after. */
export async function subtitleFilesOf(db: Database, lessonId: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: lessonSubtitles.storageKey })
    .from(lessonSubtitles)
    .where(eq(lessonSubtitles.lessonId, lessonId));
  return rows.map((row) => row.storageKey);
}

/** The signed URL's key of one subtitle row. */
const trackKey = (id: number) => `subtitles/${id}.vtt`;
export const SUBTITLE_TRACK_KEY = /^subtitles\/([1-9]\d{0,9})\.vtt$/;

/**
 * The player's tracks of each part the viewer may watch (`playable`), signed for them like the
 * video (a published lesson's trailer subtitles for everyone: viewer 0).
 */
export async function subtitleTracks(
  services: Pick<AppServices, "sessionSecrets">,
  db: Database,
  viewer: User | null,
  lesson: { id: number; published: boolean },
  playable: Record<SubtitlePart, boolean>,
): Promise<Record<SubtitlePart, SubtitleTrack[]>> {
  const tracks: Record<SubtitlePart, SubtitleTrack[]> = { trailer: [], full: [] };
  if (!playable.trailer && !playable.full) return tracks;
  // Every lesson page with a playable video: prepared once per handle (prepared.server.ts).
  const rows = await prepared(db, "subtitles_of_lesson", (name) =>
    db
      .select({ id: lessonSubtitles.id, part: lessonSubtitles.part, language: lessonSubtitles.language })
      .from(lessonSubtitles)
      .where(eq(lessonSubtitles.lessonId, sql.placeholder("lessonId")))
      .prepare(name),
  ).execute({ lessonId: lesson.id });
  for (const row of rows.sort(byLocaleOrder)) {
    if (!isSubtitlePart(row.part) || !isLocale(row.language) || !playable[row.part]) continue;
    const viewerId = row.part === "trailer" && lesson.published ? 0 : (viewer?.id ?? 0);
    tracks[row.part].push({
      language: row.language,
      label: LOCALE_NAMES[row.language],
      src: signStreamUrl(services, { key: trackKey(row.id), viewerId }),
    });
  }
  return tracks;
}

/** A subtitle file with what deciding who may watch it needs, or undefined. */
export async function subtitleFile(db: Database, id: number) {
  const [row] = await db
    .select({
      part: lessonSubtitles.part,
      storageKey: lessonSubtitles.storageKey,
      lessonId: lessons.id,
      masterId: lessons.masterId,
      published: lessons.published,
    })
    .from(lessonSubtitles)
    .innerJoin(lessons, eq(lessons.id, lessonSubtitles.lessonId))
    .where(eq(lessonSubtitles.id, id));
  return row && isSubtitlePart(row.part) ? { ...row, part: row.part } : undefined;
}
