// node scripts/bench-compare.js <A> <B> — two production builds side by side, uncached, one request
// at a time taking turns (A, B, A, B …), so that whatever else the machine does slows both alike:
// on a shared two-core machine back-to-back bench runs of one build differ by ±15–30 %, more than
// most single changes. Prints each page's median and mean time to the last byte, and the server's
// own CPU per request (its processes, from /proc). Each server is one process without the transcode
// worker, so that neither does anything but answer.
// A and B are build folders ("build", "build_base") or "<checkout>:<build>" to run another
// checkout's server.js, build and node_modules (a change in a dependency; React Router's patch).
// BENCH_PAGES lists pages as for the bench ("{self}": the signed-in account's own page);
// BENCH_ROUNDS sets the requests per page; BENCH_SIGNED_IN=1 asks as the demo learner;
// BENCH_DATABASE_URL and BENCH_DATABASE_URL_B run A and B on PostgreSQL (both emptied first).
import { BENCH_PAGES, BROWSER_HEADERS, emptyDatabase, startProductionServer } from "./production-server.js";

const [specA, specB] = process.argv.slice(2);
if (!specA || !specB) {
  console.error("usage: node scripts/bench-compare.js <build dir or checkout:build> <the same for B>");
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 20;
const databases = [process.env.BENCH_DATABASE_URL, process.env.BENCH_DATABASE_URL_B];
if (Boolean(databases[0]) !== Boolean(databases[1])) {
  console.error("BENCH_DATABASE_URL and BENCH_DATABASE_URL_B go together: one database each");
  process.exit(2);
}

async function start(spec, index) {
  const [cwd, dir] = spec.includes(":") ? spec.split(":") : [process.cwd(), spec];
  const database = databases[index];
  if (database) emptyDatabase(database);
  const port = 3350 + index;
  const server = await startProductionServer({
    port,
    cwd,
    dataDir: `.bench-data-${port}`,
    env: {
      BUILD_DIR: dir,
      PAGE_CACHE_SECONDS: "0",
      DATABASE_URL: database ?? "",
      WEB_CONCURRENCY: "1",
      TRANSCODE_WORKER: "false",
    },
  });
  const session = process.env.BENCH_SIGNED_IN ? await server.signIn() : null;
  return { server, headers: { ...BROWSER_HEADERS, ...(session ? { cookie: session.cookie } : {}) }, session };
}

/** Milliseconds from sending the request to the last byte of the answer. */
async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

const sides = [await start(specA, 0), await start(specB, 1)];
try {
  const own = sides[0].session?.ownPage ?? "";
  const pages = (await sides[0].server.resolve(BENCH_PAGES)).map((page) => page.replace("{self}", own));
  console.log(`A = ${specA}, B = ${specB}; ${ROUNDS} requests each per page, taking turns`);
  for (const page of pages) {
    const times = [[], []];
    const cpu = [0, 0];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      for (const [index, { server, headers }] of sides.entries()) {
        if (round === WARM_UP) cpu[index] = server.cpuMs();
        const ms = await timed(`${server.origin}${page}`, headers);
        if (round >= WARM_UP) times[index].push(ms);
      }
    }
    const [a, b] = times.map((list, index) => ({
      median: median(list),
      mean: mean(list),
      cpu: (sides[index].server.cpuMs() - cpu[index]) / ROUNDS,
    }));
    const line = (name, side) =>
      `  ${name} median ${side.median.toFixed(1)} ms, mean ${side.mean.toFixed(1)} ms, server CPU ${side.cpu.toFixed(1)} ms`;
    console.log(
      `${page}\n${line("A", a)}\n${line("B", b)}  (B/A median ${(b.median / a.median).toFixed(2)}, CPU ${(b.cpu / a.cpu).toFixed(2)})`,
    );
  }
} finally {
  await Promise.all(sides.map(({ server }) => server.stop()));
}
