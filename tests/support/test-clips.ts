import { execFile } from "node:child_process";
import { mkdir, rename, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Tests only: a short generated clip (a test pattern with a tone) of `width`×`height`, H.264/AAC,
 * made by ffmpeg once and kept in the temp folder for later runs.
 */
export async function generatedClip(width: number, height: number, seconds = 2): Promise<string> {
  const file = path.join(tmpdir(), "maistry-test-fixtures", `clip-${width}x${height}-${seconds}s.mp4`);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part.mp4`;
  await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-nostdin",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=${width}x${height}:rate=24:duration=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=440:duration=${seconds}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      partial,
    ],
    { timeout: 120_000 },
  );
  await rename(partial, file);
  return file;
}
