/**
 * The steps (chapters) of a lesson's full video: read for the lesson page, the office and the
 * APIs, replaced as a whole when the lesson is saved (in the lesson's transaction).
 */
import { asc, eq, sql } from "drizzle-orm";
import { stepSeconds } from "~/catalog/step-time";
import type { LessonStep } from "~/catalog/types";
import type { Database } from "../db/client.server";
import { prepared } from "../db/prepared.server";
import { lessonSteps, media } from "../db/schema";
import type { Transaction } from "../db/transaction.server";

/** A lesson's steps, in order. */
export async function readLessonSteps(db: Database, lessonId: number): Promise<LessonStep[]> {
  return prepared(db, "lesson_steps", (name) =>
    db
      .select({ title: lessonSteps.title, startMs: lessonSteps.startMs })
      .from(lessonSteps)
      .where(eq(lessonSteps.lessonId, sql.placeholder("lessonId")))
      .orderBy(asc(lessonSteps.position))
      .prepare(name),
  ).execute({ lessonId });
}

/** A video's length in milliseconds; null when unknown (or no video). */
export async function videoDurationMs(db: Database, videoId: number | null): Promise<number | null> {
  if (videoId === null) return null;
  const [row] = await prepared(db, "video_duration", (name) =>
    db
      .select({ durationMs: media.durationMs })
      .from(media)
      .where(eq(media.id, sql.placeholder("videoId")))
      .prepare(name),
  ).execute({ videoId });
  return row?.durationMs ?? null;
}

/** Replaces a lesson's steps with `steps` (already checked: in order, within the limits). */
export async function replaceLessonSteps(
  tx: Transaction,
  lessonId: number,
  steps: readonly LessonStep[],
): Promise<void> {
  await tx.delete(lessonSteps).where(eq(lessonSteps.lessonId, lessonId));
  if (steps.length === 0) return;
  await tx
    .insert(lessonSteps)
    .values(
      steps.map((step, position) => ({ lessonId, position, title: step.title, startMs: step.startMs })),
    );
}

/** Steps as the JSON APIs give them (the catalog's lesson and the office's). */
export const stepsJson = (steps: readonly LessonStep[]) =>
  steps.map((step) => ({ title: step.title, start_seconds: stepSeconds(step.startMs) }));
