import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessonProgress, lessons, media, purchases } from "../db/schema";

/**
 * A buyer's progress through a lesson's full video (issue 17 §5, decision 043): the rules, the
 * write the player's beacon makes, and the reads of the lesson page, the purchased-lessons tab,
 * the JSON API and the master's totals.
 */

/** A lesson counts as completed once the furthest position reaches 90 % of the video. */
export const COMPLETE_RATIO = 0.9;
/** How far past the stored video's end a reported position may lie (players round). */
export const SLACK_MS = 2000;
/** The longest video whose length is taken from the player when the upload's is unknown. */
export const MAX_DURATION_MS = 12 * 3600 * 1000;
/** A position this close to the start or the end is not worth continuing from. */
const RESUME_MARGIN_MS = 5000;
/** Periodic saves closer than this to the last write are dropped (coalesced). */
export const TICK_GAP_SECONDS = 5;

export type SaveReason = "tick" | "pause" | "leave";

export interface ProgressInput {
  positionMs: number;
  durationMs: number;
  reason: SaveReason;
}

function seconds(raw: unknown): number | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  if (typeof raw === "string" && !/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * A reported position (seconds) and the player's duration (seconds) checked against the stored
 * video's length (`storedDurationMs`; null when the upload's length is unknown, then the player's
 * is taken, up to 12 hours). Null when the report cannot be right: not a finite number, negative,
 * past the end by more than the slack. A position a little past the end counts as the end.
 */
export function readProgressInput(
  fields: { position?: unknown; duration?: unknown; reason?: unknown },
  storedDurationMs: number | null,
): ProgressInput | null {
  const position = seconds(fields.position);
  const reported = seconds(fields.duration);
  if (position === null) return null;
  let durationMs: number;
  if (storedDurationMs !== null && storedDurationMs > 0) durationMs = storedDurationMs;
  else if (reported !== null && reported > 0 && reported * 1000 <= MAX_DURATION_MS)
    durationMs = Math.round(reported * 1000);
  else return null;
  const positionMs = Math.round(position * 1000);
  if (positionMs > durationMs + SLACK_MS) return null;
  const reason: SaveReason = fields.reason === "pause" || fields.reason === "leave" ? fields.reason : "tick";
  return { positionMs: Math.min(positionMs, durationMs), durationMs, reason };
}

export const isCompleted = (furthestMs: number, durationMs: number) =>
  durationMs > 0 && furthestMs >= durationMs * COMPLETE_RATIO;

/** How much of the video was watched: the furthest position, in whole percent (0–100). */
export function percentWatched(furthestMs: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((furthestMs * 100) / durationMs)));
}

/** What one row becomes after a save (the same rule the upsert below writes in SQL). */
export function nextProgress(
  previous: { positionMs: number; furthestMs: number; completed: boolean } | null,
  input: Pick<ProgressInput, "positionMs" | "durationMs">,
) {
  const furthestMs = Math.max(previous?.furthestMs ?? 0, input.positionMs);
  return {
    positionMs: input.positionMs,
    furthestMs,
    durationMs: input.durationMs,
    completed: (previous?.completed ?? false) || isCompleted(furthestMs, input.durationMs),
  };
}

/**
 * Where the page continues: the saved second; none when completed, or within 5 s (a tenth of a
 * short video) of the start or the end.
 */
export function resumeSeconds(row: { positionMs: number; durationMs: number; completed: boolean } | null) {
  if (!row || row.completed) return null;
  const margin = Math.min(RESUME_MARGIN_MS, row.durationMs * 0.1);
  if (row.positionMs < Math.max(margin, 1000) || row.positionMs > row.durationMs - margin) return null;
  return Math.floor(row.positionMs / 1000);
}

/** The stored length of a lesson's full video (null when the upload's length is unknown). */
export async function fullVideoDuration(db: Database, lessonId: number): Promise<number | null> {
  const [row] = await db
    .select({ durationMs: media.durationMs })
    .from(lessons)
    .innerJoin(media, eq(media.id, lessons.fullVideoId))
    .where(eq(lessons.id, lessonId));
  return row?.durationMs ?? null;
}

/**
 * Saves a position: the furthest only grows, completed stays completed. Periodic saves coalesce:
 * one closer than 5 s to the row's last write is dropped (a player that ticks too often costs
 * nothing); a save on pause or on leaving is the viewer's last word and is always written. One
 * row per viewer and lesson, updated in place: nothing grows however often it is sent.
 * True when the row was written.
 */
export async function saveProgress(
  db: Database,
  userId: number,
  lessonId: number,
  input: ProgressInput,
): Promise<boolean> {
  const furthest = sql`greatest(${lessonProgress.furthestMs}, excluded.position_ms)`;
  const written = await db
    .insert(lessonProgress)
    .values({
      userId,
      lessonId,
      positionMs: input.positionMs,
      furthestMs: input.positionMs,
      durationMs: input.durationMs,
      completedAt: isCompleted(input.positionMs, input.durationMs) ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionMs: sql`excluded.position_ms`,
        furthestMs: furthest,
        durationMs: sql`excluded.duration_ms`,
        updatedAt: sql`now()`,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, case when ${furthest} * 10 >= excluded.duration_ms * 9 then now() end)`,
      },
      setWhere:
        input.reason === "tick"
          ? sql`${lessonProgress.updatedAt} <= now() - make_interval(secs => ${TICK_GAP_SECONDS})`
          : undefined,
    })
    .returning({ userId: lessonProgress.userId });
  return written.length > 0;
}

export interface ViewerProgress {
  positionMs: number;
  furthestMs: number;
  durationMs: number;
  completed: boolean;
  percent: number;
}

/** A stored row's columns, as `viewerProgress` reads them. */
const PROGRESS_COLUMNS = {
  positionMs: lessonProgress.positionMs,
  furthestMs: lessonProgress.furthestMs,
  durationMs: lessonProgress.durationMs,
  completedAt: lessonProgress.completedAt,
};

interface StoredProgress {
  positionMs: number;
  furthestMs: number;
  durationMs: number;
  completedAt: Date | null;
}

function viewerProgress(row: StoredProgress): ViewerProgress {
  return {
    positionMs: row.positionMs,
    furthestMs: row.furthestMs,
    durationMs: row.durationMs,
    completed: row.completedAt !== null,
    percent: percentWatched(row.furthestMs, row.durationMs),
  };
}

/** A viewer's progress in several lessons, by lesson id (lessons never started are absent). */
export async function progressByLesson(
  db: Database,
  userId: number,
  lessonIds: readonly number[],
): Promise<Map<number, ViewerProgress>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, ...PROGRESS_COLUMNS })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, [...lessonIds])));
  return new Map(rows.map((row) => [row.lessonId, viewerProgress(row)]));
}

/** A purchase with the buyer's progress in its lesson (undefined: never started). */
export interface PurchaseWithProgress {
  lessonId: number;
  priceCents: number;
  createdAt: Date;
  progress: ViewerProgress | undefined;
}

/** A buyer's purchases, last bought first, each with their progress: one statement. */
export async function purchasesWithProgress(db: Database, userId: number): Promise<PurchaseWithProgress[]> {
  // The purchased tab's, on every visit: prepared once per handle (prepared.server.ts).
  const rows = await prepared(db, "purchases_with_progress", (name) =>
    db
      .select({
        lessonId: purchases.lessonId,
        priceCents: purchases.priceCents,
        createdAt: purchases.createdAt,
        // Null when never started: Drizzle nulls a left-joined table's object whose columns all are.
        progress: PROGRESS_COLUMNS,
      })
      .from(purchases)
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.userId, purchases.userId), eq(lessonProgress.lessonId, purchases.lessonId)),
      )
      .where(eq(purchases.userId, sql.placeholder("userId")))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .prepare(name),
  ).execute({ userId });
  return rows.map((row) => ({ ...row, progress: row.progress ? viewerProgress(row.progress) : undefined }));
}

/** The API's form of a viewer's progress in a lesson (not started: zeros). */
export function progressJson(progress: ViewerProgress | undefined) {
  return {
    percent: progress?.percent ?? 0,
    position_seconds: progress ? Math.floor(progress.positionMs / 1000) : 0,
    completed: progress?.completed ?? false,
  };
}

export interface LessonProgressStats {
  buyers: number;
  started: number;
  completed: number;
  /** The average of every buyer's % watched (a buyer who never started counts 0). */
  averagePercent: number;
  /** The step holding the most last positions of buyers who started and did not complete. */
  stopStep: { position: number; title: string; startMs: number; viewers: number } | null;
}

/** A raw query's rows (PGlite and node-postgres both answer `{ rows }`; counts may come as text). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A lesson's totals for its master: two queries, whatever the number of buyers. */
export async function lessonProgressStats(db: Database, lessonId: number): Promise<LessonProgressStats> {
  const totals = await rowsOf<{
    buyers: number | string;
    started: number | string;
    completed: number | string;
    percent_sum: number | string | null;
  }>(
    db,
    sql`
    select count(*) as buyers,
           count(p.user_id) as started,
           count(p.completed_at) as completed,
           coalesce(sum(least(100, floor(p.furthest_ms * 100.0 / p.duration_ms))) filter (where p.user_id is not null), 0) as percent_sum
      from purchases b
      left join lesson_progress p on p.user_id = b.user_id and p.lesson_id = b.lesson_id
     where b.lesson_id = ${lessonId}`,
  );
  const stop = await rowsOf<{
    position: number | string;
    title: string;
    start_ms: number | string;
    viewers: number | string;
  }>(
    db,
    sql`
    select s.position, s.title, s.start_ms, count(*) as viewers
      from lesson_progress p
      join purchases b on b.user_id = p.user_id and b.lesson_id = p.lesson_id
      join lateral (
        select position, title, start_ms from lesson_steps
         where lesson_id = p.lesson_id and start_ms <= p.position_ms
         order by start_ms desc, position desc limit 1
      ) s on true
     where p.lesson_id = ${lessonId} and p.completed_at is null
     group by s.position, s.title, s.start_ms
     order by count(*) desc, s.position
     limit 1`,
  );
  const row = totals[0];
  const buyers = Number(row?.buyers ?? 0);
  const top = stop[0];
  return {
    buyers,
    started: Number(row?.started ?? 0),
    completed: Number(row?.completed ?? 0),
    averagePercent: buyers > 0 ? Math.round(Number(row?.percent_sum ?? 0) / buyers) : 0,
    stopStep: top
      ? {
          position: Number(top.position),
          title: top.title,
          startMs: Number(top.start_ms),
          viewers: Number(top.viewers),
        }
      : null,
  };
}

/** What the purchased-lessons tab shows of a lesson's progress. */
export interface ProgressSummary {
  started: boolean;
  percent: number;
  completed: boolean;
}

export const progressSummary = (progress: ViewerProgress | undefined): ProgressSummary => ({
  started: progress !== undefined,
  percent: progress?.percent ?? 0,
  completed: progress?.completed ?? false,
});
