import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import type { Database } from "../db/client.server";
import { media, videoTranscodes } from "../db/schema";
import {
  claimTranscode,
  completeTranscode,
  enqueueTranscodes,
  failTranscode,
  LEASE_MS,
  MAX_ATTEMPTS,
  releaseTranscode,
  renewLease,
  retryDelayMs,
  transcodeStatuses,
} from "./transcode-queue.server";

const T0 = new Date("2026-11-27T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

async function videoRows(db: Database, count: number): Promise<number[]> {
  const rows = await db
    .insert(media)
    .values(
      Array.from({ length: count }, (_, index) => ({
        kind: "video" as const,
        storageKey: `videos/queue-${Date.now()}-${index}.mp4`,
        mime: "video/mp4",
        bytes: 1000,
        durationMs: 2000,
      })),
    )
    .returning({ id: media.id });
  return rows.map((row) => row.id);
}

const row = async (db: Database, mediaId: number) =>
  (await db.select().from(videoTranscodes).where(eq(videoTranscodes.mediaId, mediaId)))[0];

describe.each(testDatabases())("the transcode queue on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;
  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterAll(() => database.dispose());
  // Each test sees only its own jobs.
  beforeEach(async () => {
    await db.delete(videoTranscodes);
  });

  it("queues a video once, claims it with a lease, and nobody else claims it meanwhile", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id, id], T0);
    await enqueueTranscodes(db, [id], at(1000));
    const claimed = await claimTranscode(db, "worker-a", at(1000));
    expect(claimed).toMatchObject({ mediaId: id, attempts: 1, durationMs: 2000 });
    expect(claimed?.storageKey).toMatch(/^videos\/queue-/);
    expect(await row(db, id)).toMatchObject({ state: "running", leaseOwner: "worker-a" });
    expect(await claimTranscode(db, "worker-b", at(2000))).toBeNull();

    expect(await completeTranscode(db, id, "worker-a", [360], at(3000))).toBe(true);
    expect(await row(db, id)).toMatchObject({
      state: "ready",
      renditions: [360],
      leaseOwner: null,
      error: null,
    });
    expect((await transcodeStatuses(db, [id])).get(id)).toEqual({ state: "ready", reason: null });
    expect(await claimTranscode(db, "worker-b", at(4000))).toBeNull();
  });

  it("a lease that runs out (its instance died) is claimed again; the old owner can no longer finish", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    expect(await claimTranscode(db, "dead", T0)).not.toBeNull();
    expect(await renewLease(db, id, "dead", at(LEASE_MS / 3))).toBe(true);
    // Renewed at a third of the lease: still held a little after the first lease would have ended.
    expect(await claimTranscode(db, "alive", at(LEASE_MS + 1000))).toBeNull();
    const reclaimed = await claimTranscode(db, "alive", at(LEASE_MS / 3 + LEASE_MS + 1000));
    expect(reclaimed).toMatchObject({ mediaId: id, attempts: 2 });
    expect(await renewLease(db, id, "dead", at(LEASE_MS * 2))).toBe(false);
    expect(await completeTranscode(db, id, "dead", [360])).toBe(false);
    expect(await completeTranscode(db, id, "alive", [360])).toBe(true);
  });

  it("retries a failure with back-off, then fails for good with the reason", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await claimTranscode(db, "w", now)).toMatchObject({ mediaId: id, attempts: attempt });
      expect(await failTranscode(db, id, "w", "failed", false, now)).toBe(true);
      if (attempt < MAX_ATTEMPTS) {
        expect(await row(db, id)).toMatchObject({ state: "queued", error: "failed" });
        expect((await transcodeStatuses(db, [id])).get(id)).toEqual({ state: "processing", reason: null });
        // Not before its delay; then again.
        expect(
          await claimTranscode(db, "w", new Date(now.getTime() + retryDelayMs(attempt) - 1000)),
        ).toBeNull();
        now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
      }
    }
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(await row(db, id)).toMatchObject({ state: "failed", error: "failed", attempts: MAX_ATTEMPTS });
    expect((await transcodeStatuses(db, [id])).get(id)).toEqual({ state: "failed", reason: "failed" });
    expect(await claimTranscode(db, "w", at(24 * 3600_000))).toBeNull();
  });

  it("an unreadable file fails at once, without retries", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    await claimTranscode(db, "w", T0);
    await failTranscode(db, id, "w", "unreadable", true, T0);
    expect(await row(db, id)).toMatchObject({ state: "failed", error: "unreadable", attempts: 1 });
    expect((await transcodeStatuses(db, [id])).get(id)).toEqual({ state: "failed", reason: "unreadable" });
  });

  it("a video that took its instance down on every attempt ends as interrupted", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    let now = T0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await claimTranscode(db, `instance-${attempt}`, now)).toMatchObject({ attempts: attempt });
      now = new Date(now.getTime() + LEASE_MS + 1000);
    }
    expect(await claimTranscode(db, "next", now)).toBeNull();
    expect(await row(db, id)).toMatchObject({ state: "failed", error: "interrupted" });
  });

  it("a stopping instance gives its job back without spending an attempt", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    await claimTranscode(db, "stopping", T0);
    await releaseTranscode(db, id, "stopping", at(1000));
    expect(await row(db, id)).toMatchObject({ state: "queued", attempts: 0, leaseOwner: null });
    expect(await claimTranscode(db, "restarted", at(2000))).toMatchObject({ mediaId: id, attempts: 1 });
  });

  it("claims the newest job first", async () => {
    const [older, newer] = (await videoRows(db, 2)) as [number, number];
    await enqueueTranscodes(db, [older], T0);
    await enqueueTranscodes(db, [newer], at(1000));
    expect((await claimTranscode(db, "w", at(2000)))?.mediaId).toBe(newer);
    expect((await claimTranscode(db, "w", at(2000)))?.mediaId).toBe(older);
  });

  it("workers claiming at once never take the same job", async () => {
    const ids = await videoRows(db, 6);
    await enqueueTranscodes(db, ids, T0);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, index) => claimTranscode(db, `worker-${index}`, at(1000))),
    );
    const taken = claims.filter((claim) => claim !== null).map((claim) => claim.mediaId);
    expect(taken.sort()).toEqual([...ids].sort());
    const owners = await db.select({ owner: videoTranscodes.leaseOwner }).from(videoTranscodes);
    expect(new Set(owners.map((owner) => owner.owner)).size).toBe(6);
  });

  it("a deleted video takes its job with it", async () => {
    const [id] = (await videoRows(db, 1)) as [number];
    await enqueueTranscodes(db, [id], T0);
    await claimTranscode(db, "w", T0);
    await db.delete(media).where(eq(media.id, id));
    expect(await renewLease(db, id, "w", at(1000))).toBe(false);
    expect(await completeTranscode(db, id, "w", [360])).toBe(false);
  });
});
