import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { type OpenedStorage, type TestStorage, testStorages } from "../../../tests/support/storages";
import { generatedClip } from "../../../tests/support/test-clips";
import type { Database } from "../db/client.server";
import { media, videoTranscodes } from "../db/schema";
import { enqueueTranscodes } from "./transcode-queue.server";
import { runOneTranscode, startTranscodeWorker, timeLimitMs } from "./transcode-worker.server";

const logger = pino({ level: "silent" });

describe.each(testDatabases())("the transcode worker on $name", (engine) => {
  let database: Awaited<ReturnType<typeof engine.open>>;
  let db: Database;
  let opened: OpenedStorage;
  let tmpDir: string;
  const deps = (owner: string) => ({
    db,
    storage: opened.storage,
    logger,
    ffmpeg: "ffmpeg",
    ffprobe: "ffprobe",
    tmpDir,
    owner,
  });
  const upload = async (bytes: Buffer) => {
    const storageKey = `videos/worker-${Date.now()}-${Math.random().toString(36).slice(2)}.mp4`;
    await opened.storage.put(storageKey, bytes, "video/mp4");
    const [row] = await db
      .insert(media)
      .values({ kind: "video", storageKey, mime: "video/mp4", bytes: bytes.length })
      .returning({ id: media.id });
    return (row as { id: number }).id;
  };
  const job = async (id: number) =>
    (await db.select().from(videoTranscodes).where(eq(videoTranscodes.mediaId, id)))[0];

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    opened = await (testStorages()[0] as TestStorage).open();
    tmpDir = await mkdtemp(path.join(tmpdir(), "maistry-worker-"));
  });
  afterAll(async () => {
    await database.dispose();
    await opened.close();
    await rm(tmpDir, { recursive: true, force: true });
  });

  it("transcodes a queued video to ready; a corrupt one fails at once with its reason", async () => {
    const good = await upload(readFileSync(await generatedClip(640, 360)));
    const corrupt = await upload(Buffer.alloc(5000, 9));
    await enqueueTranscodes(db, [good]);
    await enqueueTranscodes(db, [corrupt]);

    // Newest first: the corrupt one, then the good one, then nothing.
    expect(await runOneTranscode(deps("w1"))).toBe(corrupt);
    expect(await job(corrupt)).toMatchObject({ state: "failed", error: "unreadable", attempts: 1 });
    expect(await runOneTranscode(deps("w1"))).toBe(good);
    expect(await job(good)).toMatchObject({ state: "ready", renditions: [360] });
    expect(await runOneTranscode(deps("w1"))).toBeNull();
    expect((await opened.list()).filter((key) => key.startsWith(`hls/${good}/`)).length).toBeGreaterThan(2);
    expect((await opened.list()).filter((key) => key.startsWith(`hls/${corrupt}/`))).toEqual([]);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("a started worker takes up what was queued before it (a restart resumes), and stops cleanly", async () => {
    const id = await upload(readFileSync(await generatedClip(640, 360)));
    await enqueueTranscodes(db, [id]);
    const worker = startTranscodeWorker({ ...deps("restarted"), pollMs: 50 });
    try {
      await expect.poll(async () => (await job(id))?.state, { timeout: 60_000, interval: 200 }).toBe("ready");
    } finally {
      await worker.stop();
    }
  }, 90_000);

  it("a stopping server gives the running job back, unspent, with nothing left behind", async () => {
    const id = await upload(readFileSync(await generatedClip(1280, 720, 6)));
    await enqueueTranscodes(db, [id]);
    const stopping = new AbortController();
    const running = runOneTranscode(
      { ...deps("stopping"), onProcess: () => setTimeout(() => stopping.abort(), 300) },
      stopping.signal,
    );
    expect(await running).toBe(id);
    expect(await job(id)).toMatchObject({ state: "queued", attempts: 0, leaseOwner: null });
    expect((await opened.list()).filter((key) => key.startsWith(`hls/${id}/`))).toEqual([]);
    expect(await readdir(tmpDir)).toEqual([]);
  }, 90_000);

  it("gives ffmpeg ten times the video's length plus ten minutes", () => {
    expect(timeLimitMs(60_000)).toBe(20 * 60_000);
    expect(timeLimitMs(null)).toBe(60 * 60_000);
  });
});
