import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface MediaTools {
  /** Path of ffprobe, or null when it is not installed. */
  ffprobe: string | null;
  /** Path of ffmpeg, or null when it is not installed. */
  ffmpeg: string | null;
}

let detected: Promise<MediaTools> | undefined;

async function available(command: string): Promise<string | null> {
  try {
    await run(command, ["-version"], { timeout: 10_000 });
    return command;
  } catch {
    return null;
  }
}

/**
 * ffprobe and ffmpeg on PATH, looked for once per process. Without them videos are still
 * accepted (checked by their first bytes), only without duration, size and poster frame.
 */
export function mediaTools(): Promise<MediaTools> {
  detected ??= Promise.all([available("ffprobe"), available("ffmpeg")]).then(([ffprobe, ffmpeg]) => ({
    ffprobe,
    ffmpeg,
  }));
  return detected;
}

/** Tests: pretend the tools are (not) installed; `undefined` looks for them again. */
export function setMediaTools(tools: MediaTools | undefined): void {
  detected = tools ? Promise.resolve(tools) : undefined;
}

export interface VideoFacts {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number | string }[];
  disposition?: { attached_pic?: number };
}

/**
 * What ffprobe reads from a file; null when it is not a video (no video stream, or ffprobe
 * cannot read it at all). Width and height are as shown (a phone's portrait clip is tall).
 */
export async function probeVideo(ffprobe: string, file: string): Promise<VideoFacts | null> {
  let output: string;
  try {
    ({ stdout: output } = await run(
      ffprobe,
      ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    ));
  } catch {
    return null;
  }
  let parsed: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(output);
  } catch {
    return null;
  }
  const video = parsed.streams?.find(
    (stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic,
  );
  if (!video) return null;
  const rotation = Number(
    video.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  const seconds = Number(parsed.format?.duration ?? video.duration);
  const width = video.width || null;
  const height = video.height || null;
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    width: sideways ? height : width,
    height: sideways ? width : height,
  };
}

/**
 * One frame as a PNG: about a second in (past a fade from black), or the first frame of a clip
 * shorter than two seconds. At most 1920 px wide. Null when ffmpeg cannot get one.
 */
export async function grabPosterFrame(
  ffmpeg: string,
  file: string,
  durationMs: number | null,
): Promise<Buffer | null> {
  const grab = async (seconds: number) => {
    try {
      const { stdout } = await run(
        ffmpeg,
        [
          "-v",
          "error",
          "-nostdin",
          "-ss",
          String(seconds),
          "-i",
          file,
          "-frames:v",
          "1",
          "-vf",
          "scale='min(1920,iw)':-2",
          "-f",
          "image2pipe",
          "-c:v",
          "png",
          "pipe:1",
        ],
        { timeout: 60_000, maxBuffer: 64 * 1024 * 1024, encoding: "buffer" },
      );
      return stdout.length > 0 ? stdout : null;
    } catch {
      return null;
    }
  };
  const at = durationMs !== null && durationMs < 2000 ? 0 : 1;
  return (await grab(at)) ?? (at > 0 ? await grab(0) : null);
}
