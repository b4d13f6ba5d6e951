/**
 * The transcode worker of one instance (decision 039): one job at a time, claimed from the queue
 * in the database, its lease renewed while ffmpeg runs. Started with the server
 * (`server/services.ts`) unless TRANSCODE_WORKER is false; with several server processes on
 * PostgreSQL, `server.js` gives the setting to the first process only, so an instance runs one
 * transcode, not one per core.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { hlsPrefix } from "./hls-layout.server";
import type { MediaStorage } from "./storage.server";
import { TranscodeFailure, transcodeVideo } from "./transcode.server";
import {
  claimTranscode,
  completeTranscode,
  failTranscode,
  LEASE_MS,
  releaseTranscode,
  renewLease,
} from "./transcode-queue.server";

/** How often an idle worker looks for a job (and how late a job queued elsewhere starts). */
export const POLL_MS = 3_000;

export interface TranscodeWorkerDeps {
  db: Database;
  storage: MediaStorage;
  logger: Logger;
  ffmpeg: string;
  ffprobe: string;
  /** The worker's temporary folders go here (DATA_DIR/tmp/transcodes). */
  tmpDir: string;
  /** Who holds the lease: unique per worker. */
  owner?: string;
  leaseMs?: number;
  pollMs?: number;
  /** Tests: called with each ffmpeg process id. */
  onProcess?: (pid: number) => void;
}

/** A lease owner naming this host and process (at most 80 characters, the column's length). */
export function workerId(): string {
  return `${hostname().slice(0, 40)}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** ffmpeg's time limit for a video: ten times its length plus ten minutes (an hour when unknown). */
export function timeLimitMs(durationMs: number | null): number {
  return durationMs === null ? 60 * 60_000 : durationMs * 10 + 10 * 60_000;
}

/**
 * Claims and transcodes one job. Returns the media id it worked on, or null when nothing was due.
 * `stopping` aborted gives the job back (a restart resumes it) instead of counting a failure.
 */
export async function runOneTranscode(
  deps: TranscodeWorkerDeps & { owner: string },
  stopping: AbortSignal = new AbortController().signal,
): Promise<number | null> {
  const { db, logger, owner } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const job = await claimTranscode(db, owner, new Date(), leaseMs);
  if (!job) return null;
  const started = Date.now();
  const abort = new AbortController();
  const onStop = () => abort.abort();
  stopping.addEventListener("abort", onStop, { once: true });
  // The lease is renewed while the job runs; a renewal that finds the job gone (reclaimed after
  // a stall, or its video deleted) stops ffmpeg.
  let renewing = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = renewLease(db, job.mediaId, owner, new Date(), leaseMs).then(
      (held) => {
        if (!held) abort.abort();
      },
      (error: unknown) => logger.warn({ err: error, mediaId: job.mediaId }, "transcode lease not renewed"),
    );
  }, leaseMs / 3);
  try {
    const { renditions } = await transcodeVideo(
      {
        storage: deps.storage,
        ffmpeg: deps.ffmpeg,
        ffprobe: deps.ffprobe,
        tmpDir: deps.tmpDir,
        signal: abort.signal,
        timeoutMs: timeLimitMs(job.durationMs),
        onProcess: deps.onProcess,
      },
      job,
    );
    clearInterval(renewal);
    await renewing;
    if (await completeTranscode(db, job.mediaId, owner, renditions)) {
      logger.info({ mediaId: job.mediaId, renditions, ms: Date.now() - started }, "video transcoded");
    } else {
      // Its video was deleted meanwhile (or another worker took over): the files are nobody's.
      await deps.storage.remove(hlsPrefix(job.mediaId)).catch(() => {});
    }
  } catch (error) {
    clearInterval(renewal);
    await renewing;
    const failure =
      error instanceof TranscodeFailure ? error : new TranscodeFailure("failed", false, String(error));
    if (stopping.aborted) {
      await releaseTranscode(db, job.mediaId, owner);
      logger.info({ mediaId: job.mediaId }, "transcode given back: the server is stopping");
    } else {
      await failTranscode(db, job.mediaId, owner, failure.reason, failure.permanent);
      logger.warn(
        { mediaId: job.mediaId, attempt: job.attempts, reason: failure.reason, detail: failure.message },
        "transcode failed",
      );
    }
  } finally {
    stopping.removeEventListener("abort", onStop);
  }
  return job.mediaId;
}

export interface TranscodeWorker {
  /** Stops: a running ffmpeg is killed and its job given back; resolves when the loop has ended. */
  stop(): Promise<void>;
}

/** Starts the loop: a job after another while any is due, else a look every `pollMs`. */
export function startTranscodeWorker(deps: TranscodeWorkerDeps): TranscodeWorker {
  const owner = deps.owner ?? workerId();
  const pollMs = deps.pollMs ?? POLL_MS;
  const stopping = new AbortController();
  let wakeUp: (() => void) | null = null;
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let worked: number | null = null;
      try {
        worked = await runOneTranscode({ ...deps, owner }, stopping.signal);
      } catch (error) {
        // The database is down or similar: wait a poll and look again.
        deps.logger.warn({ err: error }, "transcode worker could not claim a job");
      }
      if (worked === null && !stopping.signal.aborted) await pause();
    }
  })();
  deps.logger.info({ owner }, "transcode worker started");
  return {
    async stop() {
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
