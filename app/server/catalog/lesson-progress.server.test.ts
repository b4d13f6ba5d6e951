import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { makeUser } from "../../../tests/support/office";
import { lessonWithFullVideo } from "../../../tests/support/progress";
import type { User } from "../auth/users.server";
import { lessonProgress } from "../db/schema";
import {
  isCompleted,
  lessonProgressStats,
  nextProgress,
  percentWatched,
  progressByLesson,
  progressJson,
  readProgressInput,
  resumeSeconds,
  saveProgress,
} from "./lesson-progress.server";
import { purchasedLessons } from "./lessons.server";

describe("the progress rules", () => {
  it("reads a position against the stored video's length, with a little slack", () => {
    expect(readProgressInput({ position: "12.5", duration: "99" }, 100_000)).toEqual({
      positionMs: 12_500,
      durationMs: 100_000,
      reason: "tick",
    });
    // Past the end by less than the slack: the end.
    expect(readProgressInput({ position: 101.5, duration: 100, reason: "pause" }, 100_000)).toEqual({
      positionMs: 100_000,
      durationMs: 100_000,
      reason: "pause",
    });
    expect(readProgressInput({ position: 103, duration: 103 }, 100_000)).toBeNull();
  });

  it("refuses what is not a finite, non-negative number", () => {
    for (const position of ["-1", "NaN", "Infinity", "1e3", "", "abc", null, undefined, -1, Number.NaN]) {
      expect(readProgressInput({ position, duration: "100" }, 100_000)).toBeNull();
    }
    expect(readProgressInput({ position: Number.POSITIVE_INFINITY, duration: 100 }, 100_000)).toBeNull();
  });

  it("takes the player's length only when the upload's is unknown, up to 12 hours", () => {
    expect(readProgressInput({ position: "10", duration: "60" }, null)?.durationMs).toBe(60_000);
    expect(readProgressInput({ position: "10", duration: "0" }, null)).toBeNull();
    expect(readProgressInput({ position: "10", duration: String(13 * 3600) }, null)).toBeNull();
    expect(readProgressInput({ position: "70", duration: "60" }, null)).toBeNull();
  });

  it("counts a lesson completed at 90 % of the furthest position, and keeps it so", () => {
    expect(isCompleted(89_999, 100_000)).toBe(false);
    expect(isCompleted(90_000, 100_000)).toBe(true);
    const done = nextProgress(null, { positionMs: 95_000, durationMs: 100_000 });
    expect(done).toMatchObject({ furthestMs: 95_000, completed: true });
    // Back to the start: the position moves, the furthest and the completion stay.
    expect(nextProgress(done, { positionMs: 1000, durationMs: 100_000 })).toEqual({
      positionMs: 1000,
      furthestMs: 95_000,
      durationMs: 100_000,
      completed: true,
    });
  });

  it("writes the percent watched from the furthest position, capped at 100", () => {
    expect(percentWatched(33_300, 100_000)).toBe(33);
    expect(percentWatched(120_000, 100_000)).toBe(100);
    expect(percentWatched(10, 0)).toBe(0);
  });

  it("continues from the saved second, except near the start or end and once completed", () => {
    expect(resumeSeconds({ positionMs: 42_700, durationMs: 100_000, completed: false })).toBe(42);
    expect(resumeSeconds({ positionMs: 3000, durationMs: 100_000, completed: false })).toBeNull();
    expect(resumeSeconds({ positionMs: 97_000, durationMs: 100_000, completed: false })).toBeNull();
    expect(resumeSeconds({ positionMs: 42_000, durationMs: 100_000, completed: true })).toBeNull();
    expect(resumeSeconds(null)).toBeNull();
    // A 9-second clip: a tenth of it is the margin.
    expect(resumeSeconds({ positionMs: 4300, durationMs: 9000, completed: false })).toBe(4);
    expect(resumeSeconds({ positionMs: 800, durationMs: 9000, completed: false })).toBeNull();
    expect(resumeSeconds({ positionMs: 8500, durationMs: 9000, completed: false })).toBeNull();
  });
});

describe.each(testDatabases())("lesson progress on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let master: User;
  let buyers: User[];

  beforeAll(async () => {
    database = await engine.open();
    master = await makeUser(database.db);
    buyers = [];
    for (let index = 0; index < 5; index += 1) buyers.push(await makeUser(database.db));
  });
  afterAll(() => database.dispose());

  /** Makes the row look written long ago, so the next save is not coalesced. */
  const age = (userId: number, lessonId: number) =>
    database.db
      .update(lessonProgress)
      .set({ updatedAt: sql`now() - interval '1 minute'` })
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));

  it("lists a buyer's lessons, last bought first, each with how far they got", async () => {
    const db = database.db;
    const buyer = await makeUser(db);
    const first = await lessonWithFullVideo(db, master, { buyers: [buyer] });
    const second = await lessonWithFullVideo(db, master, { buyers: [buyer] });
    await saveProgress(db, buyer.id, first.lessonId, {
      positionMs: 30_000,
      durationMs: 100_000,
      reason: "pause",
    });
    const bought = await purchasedLessons(db, "en", buyer.id);
    expect(bought.map((lesson) => lesson.slug)).toEqual([second.slug, first.slug]);
    expect(bought[0]?.purchase).toMatchObject({
      lessonId: second.lessonId,
      priceCents: 0,
      progress: undefined,
    });
    expect(bought[1]?.purchase.progress).toMatchObject({ positionMs: 30_000, percent: 30, completed: false });
    expect(await purchasedLessons(db, "en", master.id)).toEqual([]);
  });

  it("keeps the furthest position, completes at 90 % and stays completed", async () => {
    const db = database.db;
    const [buyer] = buyers as [User];
    const { lessonId } = await lessonWithFullVideo(db, master, { buyers: [buyer] });
    const save = (positionMs: number, reason: "tick" | "pause" = "pause") =>
      saveProgress(db, buyer.id, lessonId, { positionMs, durationMs: 100_000, reason });

    expect(await save(40_000)).toBe(true);
    await age(buyer.id, lessonId);
    await save(20_000);
    let row = (await progressByLesson(db, buyer.id, [lessonId])).get(lessonId);
    expect(row).toMatchObject({ positionMs: 20_000, furthestMs: 40_000, completed: false, percent: 40 });

    await age(buyer.id, lessonId);
    await save(91_000);
    await age(buyer.id, lessonId);
    await save(5000);
    row = (await progressByLesson(db, buyer.id, [lessonId])).get(lessonId);
    expect(row).toMatchObject({ positionMs: 5000, furthestMs: 91_000, completed: true, percent: 91 });
    expect(progressJson(row)).toEqual({ percent: 91, position_seconds: 5, completed: true });
    expect(progressJson(undefined)).toEqual({ percent: 0, position_seconds: 0, completed: false });
  });

  it("coalesces periodic saves that come too close together, never a pause or a leave", async () => {
    const db = database.db;
    const [buyer] = buyers as [User];
    const { lessonId } = await lessonWithFullVideo(db, master, { buyers: [buyer] });
    const tick = (positionMs: number) =>
      saveProgress(db, buyer.id, lessonId, { positionMs, durationMs: 100_000, reason: "tick" });
    expect(await tick(10_000)).toBe(true);
    expect(await tick(12_000)).toBe(false);
    expect(
      await saveProgress(db, buyer.id, lessonId, {
        positionMs: 13_000,
        durationMs: 100_000,
        reason: "leave",
      }),
    ).toBe(true);
    expect(await tick(14_000)).toBe(false);
    await age(buyer.id, lessonId);
    expect(await tick(14_000)).toBe(true);
    expect((await progressByLesson(db, buyer.id, [lessonId])).get(lessonId)?.positionMs).toBe(14_000);
  });

  it("gives the master the totals and the step where most viewers stop", async () => {
    const db = database.db;
    const [a, b, c, d, e] = buyers as [User, User, User, User, User];
    const { lessonId } = await lessonWithFullVideo(db, master, {
      buyers: [a, b, c, d, e],
      steps: [
        ["Preparation", 0],
        ["Shaping", 30_000],
        ["Finish", 70_000],
      ],
    });
    const save = (user: User, positionMs: number) =>
      saveProgress(db, user.id, lessonId, { positionMs, durationMs: 100_000, reason: "pause" });
    await save(a, 40_000); // shaping
    await save(b, 50_000); // shaping
    await save(c, 10_000); // preparation
    await save(d, 95_000); // completed: not a stop
    // e never started.
    // Someone's progress in another lesson does not count here.
    const other = await lessonWithFullVideo(db, master, { buyers: [a] });
    await saveProgress(db, a.id, other.lessonId, {
      positionMs: 75_000,
      durationMs: 100_000,
      reason: "pause",
    });

    const stats = await lessonProgressStats(db, lessonId);
    expect(stats).toEqual({
      buyers: 5,
      started: 4,
      completed: 1,
      // (40 + 50 + 10 + 95 + 0) / 5
      averagePercent: 39,
      stopStep: { position: 1, title: "Shaping", startMs: 30_000, viewers: 2 },
    });
  });

  it("has no stop step without steps or without viewers who stopped", async () => {
    const db = database.db;
    const [a] = buyers as [User];
    const none = await lessonWithFullVideo(db, master, { buyers: [a] });
    expect(await lessonProgressStats(db, none.lessonId)).toEqual({
      buyers: 1,
      started: 0,
      completed: 0,
      averagePercent: 0,
      stopStep: null,
    });
    await saveProgress(db, a.id, none.lessonId, { positionMs: 20_000, durationMs: 100_000, reason: "pause" });
    expect((await lessonProgressStats(db, none.lessonId)).stopStep).toBeNull();

    const empty = await lessonWithFullVideo(db, master);
    expect(await lessonProgressStats(db, empty.lessonId)).toMatchObject({ buyers: 0, averagePercent: 0 });
  });
});
