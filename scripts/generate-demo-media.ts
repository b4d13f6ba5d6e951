// npx tsx scripts/generate-demo-media.ts [file-name-filter]
//
// Renders the demo video clips (app/server/seed/demo-media/*.mp4) that the demo seed copies into
// media storage. Run it once on a machine with ffmpeg (libx264) after changing the clips in
// app/server/seed/demo-art.ts, and commit the result: ffmpeg is not needed at seed time.
// Frames are drawn as SVG, rasterised with sharp and piped into ffmpeg as raw RGB.
import { spawn } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  CLIP_FPS,
  CLIP_HEIGHT,
  CLIP_WIDTH,
  DEMO_CLIPS,
  type DemoClip,
  frameSvg,
} from "~/server/seed/demo-art";

const OUTPUT_DIR = path.resolve("app/server/seed/demo-media");
const FFMPEG = process.env.FFMPEG ?? "ffmpeg";

async function render(clip: DemoClip): Promise<number> {
  const target = path.join(OUTPUT_DIR, clip.file);
  const frames = Math.round((clip.durationMs / 1000) * CLIP_FPS);
  const ffmpeg = spawn(
    FFMPEG,
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${CLIP_WIDTH}x${CLIP_HEIGHT}`,
      "-r",
      String(CLIP_FPS),
      "-i",
      "-",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      process.env.CRF ?? "23",
      "-tune",
      "animation",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(CLIP_FPS * 4),
      "-movflags",
      "+faststart",
      "-an",
      target,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let index = 0; index < frames; index++) {
    const svg = frameSvg(clip, index / (frames - 1));
    const frame = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  return (await stat(target)).size;
}

await mkdir(OUTPUT_DIR, { recursive: true });
const filter = process.argv[2] ?? "";
let total = 0;
for (const clip of DEMO_CLIPS.filter((item) => item.file.includes(filter))) {
  const started = performance.now();
  const bytes = await render(clip);
  total += bytes;
  console.log(
    `${clip.file}: ${(bytes / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB`);
