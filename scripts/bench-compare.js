// node scripts/bench-compare.js <build dir A> <build dir B> — two production builds side by side,
// uncached, one request at a time taking turns (A, B, A, B …), so that whatever else the machine
// does slows both alike: on a shared two-core machine back-to-back bench runs of one build differ
// by ±15%, more than most single changes. Prints each page's median and mean server time.
// BENCH_PAGES lists pages as for the bench; BENCH_ROUNDS sets the requests per page.
import { BENCH_PAGES, BROWSER_HEADERS, startProductionServer } from "./production-server.js";

const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error("usage: node scripts/bench-compare.js <build dir A> <build dir B>");
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 20;

const start = (dir, port) =>
  startProductionServer({
    port,
    dataDir: `.bench-data-${port}`,
    env: { BUILD_DIR: dir, PAGE_CACHE_SECONDS: "0" },
  });

/** Milliseconds from sending the request to the last byte of the answer. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const servers = await Promise.all([start(dirA, 3350), start(dirB, 3351)]);
try {
  const pages = await servers[0].resolve(BENCH_PAGES);
  console.log(`A = ${dirA}, B = ${dirB}; ${ROUNDS} requests each per page, taking turns`);
  for (const page of pages) {
    const times = [[], []];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      for (const [index, server] of servers.entries()) {
        const ms = await timed(`${server.origin}${page}`);
        if (round >= WARM_UP) times[index].push(ms);
      }
    }
    const [a, b] = times.map((list) => ({ median: median(list), mean: mean(list) }));
    console.log(
      `${page}\n  A median ${a.median.toFixed(1)} ms, mean ${a.mean.toFixed(1)} ms` +
        `\n  B median ${b.median.toFixed(1)} ms, mean ${b.mean.toFixed(1)} ms` +
        `  (B/A ${(b.median / a.median).toFixed(2)})`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
