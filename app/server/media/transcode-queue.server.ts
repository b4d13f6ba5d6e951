/**
 * The transcode queue in `video_transcodes` (decision 039): one row per lesson video. A worker
 * claims the newest due row with `for update skip locked` and holds it by a lease that it renews
 * while ffmpeg runs; an instance that dies stops renewing, the lease runs out and another claim
 * picks the row up again. A running row's `run_after` is its lease's end, so one condition
 * (`state in (queued, running) and run_after <= now`, the partial index) finds both queued rows
 * and abandoned ones. A failure is retried with back-off until `MAX_ATTEMPTS`; a file that cannot
 * be read fails at once. Times come from the caller (tests move them); the database's clock is
 * not used, so instances compare their own clocks (a lease lasts a minute; seconds of skew do
 * not matter).
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { media, type TranscodeState, videoTranscodes } from "../db/schema";
import type { TranscodeReason } from "./transcode.server";

/** Attempts a job gets (the first and two retries). */
export const MAX_ATTEMPTS = 3;
/** How long a claim holds a job without renewal; the worker renews every third of it. */
export const LEASE_MS = 60_000;

/** How long after its `attempts`-th failed attempt a job is tried again: 1 min, then 5 min. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 5 ** Math.max(0, attempts - 1);
}

/**
 * Queues media for transcoding (inside the caller's transaction when given one). A video already
 * queued, running, ready or failed keeps its row: the same file gives the same renditions.
 */
export async function enqueueTranscodes(db: Database, mediaIds: number[], now = new Date()): Promise<void> {
  const unique = [...new Set(mediaIds)];
  if (unique.length === 0) return;
  await db
    .insert(videoTranscodes)
    .values(unique.map((mediaId) => ({ mediaId, runAfter: now, createdAt: now })))
    .onConflictDoNothing();
}

export interface ClaimedTranscode {
  mediaId: number;
  /** This attempt's number (1 for the first). */
  attempts: number;
  storageKey: string;
  durationMs: number | null;
}

const due = (now: Date) =>
  and(inArray(videoTranscodes.state, ["queued", "running"]), lte(videoTranscodes.runAfter, now));

/**
 * Claims the newest due job for `owner`, or null when none is due. Newest first: the master who
 * just saved a lesson is waiting for it, a backlog (existing videos, retries) waits for nobody.
 * A running job whose lease ran out after its last attempt fails as `interrupted` instead: a
 * video that kills its instance every time is not tried forever.
 */
export async function claimTranscode(
  db: Database,
  owner: string,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<ClaimedTranscode | null> {
  await db
    .update(videoTranscodes)
    .set({ state: "failed", error: "interrupted", leaseOwner: null, leaseUntil: null, finishedAt: now })
    .where(
      and(
        eq(videoTranscodes.state, "running"),
        lte(videoTranscodes.runAfter, now),
        sql`${videoTranscodes.attempts} >= ${MAX_ATTEMPTS}`,
      ),
    );
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimable = and(due(now), sql`${videoTranscodes.attempts} < ${MAX_ATTEMPTS}`);
  // Select and lock one row, then take it, in one transaction: a row another worker holds locked
  // is skipped, not waited for, and two workers never take the same one.
  const claimed = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ mediaId: videoTranscodes.mediaId })
      .from(videoTranscodes)
      .where(claimable)
      .orderBy(desc(videoTranscodes.createdAt), desc(videoTranscodes.mediaId))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(videoTranscodes)
      .set({
        state: "running",
        attempts: sql`${videoTranscodes.attempts} + 1`,
        leaseOwner: owner,
        leaseUntil,
        runAfter: leaseUntil,
      })
      .where(eq(videoTranscodes.mediaId, next.mediaId))
      .returning({ mediaId: videoTranscodes.mediaId, attempts: videoTranscodes.attempts });
    return row ?? null;
  });
  if (!claimed) return null;
  const [file] = await db
    .select({ storageKey: media.storageKey, durationMs: media.durationMs })
    .from(media)
    .where(eq(media.id, claimed.mediaId));
  // The media row cascades to its job: without one the claim above found nothing.
  if (!file) return null;
  return { ...claimed, ...file };
}

const heldBy = (mediaId: number, owner: string) =>
  and(
    eq(videoTranscodes.mediaId, mediaId),
    eq(videoTranscodes.leaseOwner, owner),
    eq(videoTranscodes.state, "running"),
  );

/** Extends `owner`'s lease; false when the job is no longer theirs (reclaimed, or its video deleted). */
export async function renewLease(
  db: Database,
  mediaId: number,
  owner: string,
  now = new Date(),
  leaseMs = LEASE_MS,
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await db
    .update(videoTranscodes)
    .set({ leaseUntil, runAfter: leaseUntil })
    .where(heldBy(mediaId, owner))
    .returning({ mediaId: videoTranscodes.mediaId });
  return rows.length > 0;
}

/** Marks `owner`'s job ready with its renditions; false when it is no longer theirs. */
export async function completeTranscode(
  db: Database,
  mediaId: number,
  owner: string,
  renditions: number[],
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(videoTranscodes)
    .set({ state: "ready", renditions, error: null, leaseOwner: null, leaseUntil: null, finishedAt: now })
    .where(heldBy(mediaId, owner))
    .returning({ mediaId: videoTranscodes.mediaId });
  return rows.length > 0;
}

/**
 * Records a failed attempt: `permanent` reasons, and the last attempt, end the job as `failed`
 * with the reason; otherwise it is queued again after `retryDelayMs`. False when the job is no
 * longer `owner`'s.
 */
export async function failTranscode(
  db: Database,
  mediaId: number,
  owner: string,
  reason: TranscodeReason,
  permanent: boolean,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ attempts: videoTranscodes.attempts })
    .from(videoTranscodes)
    .where(heldBy(mediaId, owner));
  if (!row) return false;
  const final = permanent || row.attempts >= MAX_ATTEMPTS;
  const rows = await db
    .update(videoTranscodes)
    .set({
      state: final ? "failed" : "queued",
      error: reason,
      leaseOwner: null,
      leaseUntil: null,
      runAfter: final ? now : new Date(now.getTime() + retryDelayMs(row.attempts)),
      finishedAt: final ? now : null,
    })
    .where(heldBy(mediaId, owner))
    .returning({ mediaId: videoTranscodes.mediaId });
  return rows.length > 0;
}

/**
 * Gives a job back unfinished (the instance is stopping): queued again at once, the attempt not
 * counted, so a restart does not spend the job's retries.
 */
export async function releaseTranscode(db: Database, mediaId: number, owner: string, now = new Date()) {
  await db
    .update(videoTranscodes)
    .set({
      state: "queued",
      attempts: sql`greatest(${videoTranscodes.attempts} - 1, 0)`,
      leaseOwner: null,
      leaseUntil: null,
      runAfter: now,
    })
    .where(heldBy(mediaId, owner));
}

/** Where a video's renditions stand, as its editor shows it. */
export interface TranscodeStatus {
  /** `processing` covers queued and running (a retry after a failed attempt too). */
  state: "processing" | "ready" | "failed";
  /** The reason code of a failed job. */
  reason: TranscodeReason | null;
}

const shown = (state: TranscodeState): TranscodeStatus["state"] =>
  state === "ready" || state === "failed" ? state : "processing";

/**
 * The status of each of `mediaIds` that has a job (a video without one, such as a profile's
 * introduction, is not in the map).
 */
export async function transcodeStatuses(
  db: Database,
  mediaIds: number[],
): Promise<Map<number, TranscodeStatus>> {
  const unique = [...new Set(mediaIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ mediaId: videoTranscodes.mediaId, state: videoTranscodes.state, error: videoTranscodes.error })
    .from(videoTranscodes)
    .where(inArray(videoTranscodes.mediaId, unique));
  return new Map(
    rows.map((row) => [
      row.mediaId,
      {
        state: shown(row.state),
        reason: row.state === "failed" ? ((row.error as TranscodeReason | null) ?? "failed") : null,
      },
    ]),
  );
}
