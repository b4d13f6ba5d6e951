// npx tsx scripts/bench-transcode.ts — how long one transcode of a 1-minute 720p clip takes, and
// the p99 of an uncached /en/lessons while it runs against idle (docs/performance.md, decision
// 039). Needs a build (npx react-router build) and ffmpeg; starts its own production server on
// BENCH_PORT (4201) with its page cache and its own transcode worker off, and stops it at the end.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error autocannon ships no types (scripts/bench.js is plain JavaScript)
import autocannon from "autocannon";
import { localDiskStorage } from "../app/server/media/storage.server";
import { transcodeVideo } from "../app/server/media/transcode.server";

const PORT = Number(process.env.BENCH_PORT ?? 4201);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const url = `http://127.0.0.1:${PORT}/en/lessons`;

async function clip(): Promise<string> {
  const file = path.join(tmpdir(), "maistry-bench-720p-60s.mp4");
  if (existsSync(file)) return file;
  execFileSync("ffmpeg", [
    ...["-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=60"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=60", "-c:v", "libx264", "-preset", "veryfast"],
    ...["-b:v", "4M", "-c:a", "aac", "-shortest", file],
  ]);
  return file;
}

/** What this script reads of autocannon's result. */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
}

const load = () =>
  new Promise<LoadResult>((resolve, reject) =>
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS },
      (error: Error | null, result: LoadResult) => (error ? reject(error) : resolve(result)),
    ),
  );

async function waitUntilReady() {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not get ready");
}

const root = await mkdtemp(path.join(tmpdir(), "maistry-bench-transcode-"));
const source = await clip();
const storage = localDiskStorage(path.join(root, "media"));
await storage.put("videos/source.mp4", (await import("node:fs")).createReadStream(source), "video/mp4");
const transcode = async (mediaId: number) => {
  const started = performance.now();
  const { renditions } = await transcodeVideo(
    { storage, ffmpeg: "ffmpeg", ffprobe: "ffprobe", tmpDir: path.join(root, "tmp") },
    { mediaId, storageKey: "videos/source.mp4" },
  );
  return { seconds: (performance.now() - started) / 1000, renditions };
};

const server = spawn(process.execPath, ["server.js"], {
  stdio: "ignore",
  env: {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(root, "data"),
    DEMO_CONTENT: "true",
    PAGE_CACHE_SECONDS: "0",
    WEB_CONCURRENCY: "1",
    TRANSCODE_WORKER: "false",
    LOG_LEVEL: "warn",
  },
});
try {
  await waitUntilReady();
  await load(); // warm-up
  const alone = await transcode(1);
  const idle = await load();
  const during = transcode(2);
  const busy = await load();
  const loaded = await during;
  const row = (name: string, result: LoadResult) =>
    `${name}: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  console.log(`transcode alone: ${alone.seconds.toFixed(1)} s (${alone.renditions.join("/")}p)`);
  console.log(`transcode under load: ${loaded.seconds.toFixed(1)} s`);
  console.log(row("/en/lessons idle", idle));
  console.log(row("/en/lessons while transcoding", busy));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(root, { recursive: true, force: true });
}
