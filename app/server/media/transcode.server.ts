/**
 * Turns one uploaded lesson video into its HLS renditions (decision 039): the source is copied
 * from the media storage to a temporary folder (local disk and S3 alike), ffmpeg encodes every
 * rung of the ladder in one run (one decode, H.264/AAC, 4 s segments, VOD playlists), the
 * progressive MP4 is remuxed from one rendition without encoding again, and every file is put
 * into the storage under the keys of `hls-layout.server.ts`. ffmpeg runs at the lowest CPU
 * priority with one thread per encoder, so pages keep the other core. The temporary folder is
 * always removed; on any failure so is everything under `hls/<id>/`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { setPriority } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  hlsPrefix,
  PROGRESSIVE_HEIGHT,
  progressiveKey,
  type Rung,
  rungsFor,
  SEGMENT_NAME,
  segmentKey,
  variantPlaylistKey,
} from "./hls-layout.server";
import type { MediaStorage } from "./storage.server";
import { probeVideo } from "./video-ingest.server";

/** Why a transcode failed: the code the queue stores and the editor translates. */
export const TRANSCODE_REASONS = ["unreadable", "missing", "interrupted", "timeout", "failed"] as const;
export type TranscodeReason = (typeof TRANSCODE_REASONS)[number];

/**
 * A failed transcode. `permanent`: trying again cannot help (the file is not a readable video,
 * or it is gone), so the queue fails the job at once instead of retrying it.
 */
export class TranscodeFailure extends Error {
  override name = "TranscodeFailure";
  constructor(
    readonly reason: TranscodeReason,
    readonly permanent: boolean,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** Segment length in seconds (keyframes every 2 s, so every rendition cuts at the same times). */
export const SEGMENT_SECONDS = 4;
const KEYFRAME_SECONDS = 2;
/** Files put into the storage at once (S3 round trips; the local disk does not mind). */
const PUT_CONCURRENCY = 4;

export interface TranscodeDeps {
  storage: MediaStorage;
  ffmpeg: string;
  ffprobe: string;
  /** Where the temporary folder is made (created when missing). */
  tmpDir: string;
  /** Aborting kills ffmpeg: the transcode fails as `interrupted`. */
  signal?: AbortSignal;
  /** ffmpeg is killed after this long and the transcode fails as `timeout`. */
  timeoutMs?: number;
  /** Called with each ffmpeg process's id as it starts (tests kill it mid-way). */
  onProcess?: (pid: number) => void;
}

export interface TranscodeResult {
  /** Heights of the renditions made, ascending. */
  renditions: number[];
}

/** Encoder settings of one rung: H.264 main profile, capped bitrate, AAC stereo. */
function rungArguments(rung: Rung, index: number, directory: string): string[] {
  const kbps = (bits: number) => `${Math.round(bits / 1000)}k`;
  return [
    "-map",
    `[v${index}]`,
    "-map",
    "0:a:0?",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-threads",
    "1",
    "-b:v",
    kbps(rung.videoBitrate),
    "-maxrate",
    kbps(rung.videoBitrate * 1.1),
    "-bufsize",
    kbps(rung.videoBitrate * 2),
    "-force_key_frames",
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    "-sc_threshold",
    "0",
    "-c:a",
    "aac",
    "-b:a",
    kbps(rung.audioBitrate),
    "-ac",
    "2",
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    path.join(directory, String(rung.height), "seg-%05d.ts"),
    path.join(directory, String(rung.height), "index.m3u8"),
  ];
}

/** The ffmpeg arguments that encode `source` into every rung under `directory/<height>/`. */
export function encodeArguments(source: string, rungs: Rung[], directory: string): string[] {
  const split = `[0:v]split=${rungs.length}${rungs.map((_, index) => `[s${index}]`).join("")}`;
  const scales = rungs.map((rung, index) => `[s${index}]scale=-2:${rung.height}[v${index}]`);
  return [
    "-v",
    "error",
    "-nostdin",
    "-y",
    "-threads",
    "1",
    "-i",
    source,
    "-filter_threads",
    "1",
    "-filter_complex",
    [split, ...scales].join(";"),
    ...rungs.flatMap((rung, index) => rungArguments(rung, index, directory)),
  ];
}

/** The rendition the page without JavaScript plays: 720p, or the highest below it. */
export function progressiveHeight(renditions: number[]): number {
  const fitting = renditions.filter((height) => height <= PROGRESSIVE_HEIGHT);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...renditions);
}

/** ffmpeg's words for input it cannot decode: the file is broken, not the machine. */
const UNREADABLE_INPUT =
  /Invalid data found|moov atom not found|could not find codec parameters|Invalid NAL/i;

/** Runs ffmpeg at the lowest priority; rejects with a TranscodeFailure when it does not succeed. */
function runFfmpeg(deps: TranscodeDeps, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    if (deps.signal?.aborted) {
      reject(new TranscodeFailure("interrupted", false, "stopped before ffmpeg started"));
      return;
    }
    const child: ChildProcess = spawn(deps.ffmpeg, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let timedOut = false;
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    if (child.pid !== undefined) {
      try {
        // The lowest priority: pages are served first, the transcode takes what is left.
        setPriority(child.pid, 19);
      } catch {
        // Not fatal: the transcode only competes harder for the CPU.
      }
      deps.onProcess?.(child.pid);
    }
    const kill = () => child.kill("SIGKILL");
    deps.signal?.addEventListener("abort", kill, { once: true });
    const timer =
      deps.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            kill();
          }, deps.timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      deps.signal?.removeEventListener("abort", kill);
    };
    child.once("error", (error) => {
      settle();
      reject(new TranscodeFailure("failed", false, error.message));
    });
    child.once("close", (code, signal) => {
      settle();
      if (code === 0) resolve();
      else if (timedOut) reject(new TranscodeFailure("timeout", false));
      else if (signal) reject(new TranscodeFailure("interrupted", false, `ffmpeg ended by ${signal}`));
      else if (UNREADABLE_INPUT.test(stderr)) reject(new TranscodeFailure("unreadable", true, stderr.trim()));
      else reject(new TranscodeFailure("failed", false, `ffmpeg exited ${code}: ${stderr.trim()}`));
    });
  });
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** Copies the upload out of the storage; a missing file fails for good, anything else is retried. */
async function fetchSource(storage: MediaStorage, key: string, target: string): Promise<void> {
  let size: number | null;
  try {
    size = await storage.size(key);
  } catch (error) {
    throw new TranscodeFailure("failed", false, `storage: ${(error as Error).message}`);
  }
  if (size === null) throw new TranscodeFailure("missing", true, key);
  try {
    await pipeline(await storage.read(key), createWriteStream(target));
  } catch (error) {
    throw new TranscodeFailure("failed", false, `storage: ${(error as Error).message}`);
  }
}

/** Puts a rendition's segments, then its playlist, into the storage. */
async function storeRendition(storage: MediaStorage, mediaId: number, height: number, folder: string) {
  const names = (await readdir(folder)).filter((name) => SEGMENT_NAME.test(name)).sort();
  if (names.length === 0) throw new TranscodeFailure("failed", false, `no segments at ${height}p`);
  await eachLimited(names, PUT_CONCURRENCY, (name) =>
    storage.put(segmentKey(mediaId, height, name), createReadStream(path.join(folder, name)), "video/mp2t"),
  );
  await storage.put(
    variantPlaylistKey(mediaId, height),
    createReadStream(path.join(folder, "index.m3u8")),
    "application/vnd.apple.mpegurl",
  );
}

/**
 * Transcodes the video `storageKey` of media `mediaId` into `hls/<mediaId>/…`. Throws a
 * TranscodeFailure (with nothing left under `hls/<mediaId>/` and no temporary file).
 */
export async function transcodeVideo(
  deps: TranscodeDeps,
  job: { mediaId: number; storageKey: string },
): Promise<TranscodeResult> {
  const { storage } = deps;
  await mkdir(deps.tmpDir, { recursive: true });
  const directory = await mkdtemp(path.join(deps.tmpDir, `${job.mediaId}-`));
  try {
    // What an earlier attempt (an instance that died mid-way) may have stored goes first.
    await storage.remove(hlsPrefix(job.mediaId));
    const source = path.join(directory, "source");
    await fetchSource(storage, job.storageKey, source);
    const facts = await probeVideo(deps.ffprobe, source);
    if (!facts?.height) throw new TranscodeFailure("unreadable", true, "ffprobe found no video stream");

    const rungs = rungsFor(facts.height);
    for (const rung of rungs) await mkdir(path.join(directory, String(rung.height)));
    await runFfmpeg(deps, encodeArguments(source, rungs, directory));
    await rm(source, { force: true });

    const renditions = rungs.map((rung) => rung.height);
    const progressive = path.join(directory, "progressive.mp4");
    await runFfmpeg(deps, [
      "-v",
      "error",
      "-nostdin",
      "-y",
      "-i",
      path.join(directory, String(progressiveHeight(renditions)), "index.m3u8"),
      "-c",
      "copy",
      "-movflags",
      "+faststart",
      progressive,
    ]);

    if (deps.signal?.aborted) throw new TranscodeFailure("interrupted", false, "stopped before storing");
    for (const height of renditions) {
      await storeRendition(storage, job.mediaId, height, path.join(directory, String(height)));
    }
    await storage.put(progressiveKey(job.mediaId), createReadStream(progressive), "video/mp4");
    return { renditions };
  } catch (error) {
    await storage.remove(hlsPrefix(job.mediaId)).catch(() => {});
    if (error instanceof TranscodeFailure) throw error;
    throw new TranscodeFailure("failed", false, (error as Error).message);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
