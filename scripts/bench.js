// npm run bench — load the production server with autocannon (50 connections, 10 s per page) and,
// in the same run, a bare node:http server sending the same bytes (and, with the page cache on,
// Express alone sending them: the floor of a cache hit) and a trivial React Router 7 app
// (bench/trivial), so the figures can be compared; that app also replays each measured page (its
// markup and its data, captured from the PGlite run) without the app, to show the framework's own
// cost for that much page.
// BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_DATABASE_URL runs it on PostgreSQL too (that
// database is emptied first); BENCH_SCALE=10000 adds 10,000 lessons and 2,000 masters before the
// run, and checks the catalog's query plans at that size (scripts/explain-catalog.ts --check);
// BENCH_PAGE_CACHE_SECONDS=0 measures rendering with the page cache off; BENCH_PAGES lists pages;
// BENCH_SIGNED_IN=1 also loads BENCH_SIGNED_IN_PAGES as the demo learner (logged in through the form),
// and replays them as that learner saw them.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { kb, pageWeight } from "./page-weight.js";
import {
  BENCH_PAGES,
  BROWSER_HEADERS,
  emptyDatabase,
  startProductionServer,
  waitUntilReady,
} from "./production-server.js";
import { capturePage } from "./replay-capture.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BARE_PORT = PORT + 1;
const TRIVIAL_PORT = PORT + 2;
const SCALE = process.env.BENCH_SCALE;
const FIXTURES = "bench/trivial/fixtures";
const WARM_UP_CONNECTIONS = 8;
/** BENCH_SIGNED_IN=1: these pages again as the demo learner ("{self}": their own page, the office's tabs). */
const SIGNED_IN_PAGES = process.env.BENCH_SIGNED_IN
  ? (
      process.env.BENCH_SIGNED_IN_PAGES ??
      "/en,/en/lessons,/en/lessons/{lesson},/en/personal-info,{self}?tab=tab-3"
    ).split(",")
  : null;

if (!process.env.BENCH_SKIP_BUILD)
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });
if (!process.env.BENCH_SKIP_BUILD || !existsSync("bench/trivial/build/server/index.js"))
  execSync("npx react-router build bench/trivial", { stdio: ["ignore", "ignore", "inherit"] });

const run = (url, headers = {}, duration = DURATION, connections = CONNECTIONS) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration, headers: { ...BROWSER_HEADERS, ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** A GET with the browser's headers, its body as sent on the wire (not decompressed). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: { ...response.headers }, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** With the page cache on, each page also goes against Express alone: the floor of a cache hit. */
const PAGE_CACHE_ON = process.env.BENCH_PAGE_CACHE_SECONDS !== "0";

/**
 * A process, like the app's, that answers every request with `body` and `headers`: plain node:http,
 * or Express with one handler and no middleware (what a page-cache hit costs before any of ours).
 */
async function startByteServer(kind, bodyFile, headers) {
  const send = `(q,r)=>{r.writeHead(200,{...h,"content-length":b.length});r.end(b)}`;
  const serve =
    kind === "express"
      ? `const a=require("express")();a.disable("x-powered-by");a.use(${send});a.listen(${BARE_PORT},"127.0.0.1")`
      : `require("http").createServer(${send}).listen(${BARE_PORT},"127.0.0.1")`;
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const b=require("fs").readFileSync(${JSON.stringify(bodyFile)});const h=${JSON.stringify(headers)};${serve}`,
    ],
    { stdio: "ignore" },
  );
  await waitUntilReady(`http://127.0.0.1:${BARE_PORT}/`);
  return child;
}

/** The byte server of `kind` loaded for DURATION seconds after a warm-up, then stopped. */
async function measureByteServer(kind, bodyFile, headers) {
  const server = await startByteServer(kind, bodyFile, headers);
  try {
    await run(`http://127.0.0.1:${BARE_PORT}/`, {}, 2); // warm-up, discarded (nothing to compile)
    return await run(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    server.kill();
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

/**
 * One page loaded for DURATION seconds (after a discarded warm-up), then a bare node:http server
 * sending the same bytes with the same headers and, with the page cache on, Express alone doing so.
 */
async function measurePage(url, headers = {}) {
  // The bytes as sent (compressed), which the bare servers then send the same way.
  const { headers: sent, body } = await rawGet(url, headers);
  delete sent["transfer-encoding"];
  delete sent["content-length"];
  delete sent["set-cookie"];
  const bodyFile = path.join(tmpdir(), `maistry-bench-body-${process.pid}`);
  writeFileSync(bodyFile, body);
  // Warm-up, discarded, on at least 8 connections: the server's processes take new connections in
  // turn, and each must have compiled the page before one connection measures it.
  await run(url, headers, DURATION, Math.max(CONNECTIONS, WARM_UP_CONNECTIONS));
  const app = await run(url, headers);
  const baseline = await measureByteServer("node:http", bodyFile, sent);
  const express = PAGE_CACHE_ON ? await measureByteServer("express", bodyFile, sent) : undefined;
  return { bytes: body.length, encoding: sent["content-encoding"], app, baseline, express };
}

/** Runs the app on one database; `capture` also writes each page's replay fixture (see above). */
async function benchDatabase(label, databaseUrl, { capture = false } = {}) {
  if (databaseUrl) {
    emptyDatabase(databaseUrl);
  }
  const env = {
    DATABASE_URL: databaseUrl ?? "",
    ...(process.env.BENCH_PAGE_CACHE_SECONDS
      ? { PAGE_CACHE_SECONDS: process.env.BENCH_PAGE_CACHE_SECONDS }
      : {}),
  };
  rmSync(".bench-data", { recursive: true, force: true });
  if (SCALE) {
    const seeded = { ...process.env, ...env, DATA_DIR: ".bench-data", DEMO_CONTENT: "true" };
    execSync(`npx tsx scripts/db.ts seed --scale ${SCALE}`, { env: seeded, stdio: "inherit" });
    // Every catalog statement must still find its rows through an index at this size: a plan that
    // scans all lessons stops the bench (issue 13's goal 6 broke that way once, unseen by tests).
    execSync("npx tsx scripts/explain-catalog.ts --check --runs 1", { env: seeded, stdio: "inherit" });
  }
  const server = await startProductionServer({
    port: PORT,
    dataDir: ".bench-data",
    env,
    keep: Boolean(SCALE),
  });
  const rows = [];
  if (capture) {
    rmSync(FIXTURES, { recursive: true, force: true });
    mkdirSync(FIXTURES, { recursive: true });
  }
  const captureAs = async (index, page, headers) =>
    writeFileSync(
      path.join(FIXTURES, `${index}.json`),
      JSON.stringify(await capturePage(server.origin, page, headers)),
    );
  try {
    for (const [index, page] of (await server.resolve(BENCH_PAGES)).entries()) {
      if (capture) await captureAs(index, page);
      // Goal 4 of issue 13 (first-load weight) once, from the run that also captures the pages.
      const weight = capture ? await pageWeight(server.origin, page) : undefined;
      rows.push({ label, index, page, weight, ...(await measurePage(`http://127.0.0.1:${PORT}${page}`)) });
    }
    if (SIGNED_IN_PAGES) {
      // Never cached: what every signed-in visitor costs, the office among it.
      const { cookie, ownPage } = await server.signIn();
      const pages = await server.resolve(SIGNED_IN_PAGES.map((page) => page.replace("{self}", ownPage)));
      for (const [offset, page] of pages.entries()) {
        // Replayed too, numbered after the anonymous pages.
        const index = BENCH_PAGES.length + offset;
        if (capture) await captureAs(index, page, { cookie });
        rows.push({
          label: `${label} signed in`,
          index,
          page,
          ...(await measurePage(`http://127.0.0.1:${PORT}${page}`, { cookie })),
        });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/**
 * The trivial React Router 7 app (bench/trivial), loaded like the app: what the framework costs for
 * a trivial page, and for each captured page replayed (`/replay/<index>`).
 */
async function benchTrivialApp(replays) {
  const trivial = spawn(process.execPath, ["bench/trivial/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(TRIVIAL_PORT) },
    stdio: "ignore",
  });
  try {
    const origin = `http://127.0.0.1:${TRIVIAL_PORT}`;
    await waitUntilReady(`${origin}/`);
    const measure = async (url) => {
      await run(url); // warm-up, discarded
      return run(url);
    };
    const weight = await pageWeight(origin, "/");
    const page = await measure(`${origin}/`);
    const replayed = new Map();
    for (const index of replays) replayed.set(index, await measure(`${origin}/replay/${index}`));
    return { page, weight, replayed };
  } finally {
    trivial.kill();
  }
}

const results = [...(await benchDatabase("pglite", undefined, { capture: true }))];
const trivial = await benchTrivialApp(results.map((row) => row.index));
if (process.env.BENCH_DATABASE_URL)
  results.push(...(await benchDatabase("postgres", process.env.BENCH_DATABASE_URL)));

const format = (r) =>
  `${Math.round(r.requests.average)} req/s, mean ${r.latency.average} ms, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}` +
    `${SCALE ? `, +${SCALE} lessons` : ""}${PAGE_CACHE_ON ? "" : ", page cache off"}`,
);
/** First-load weight: HTML as sent uncompressed, the modules preloaded before hydration at gzip -9. */
const weighed = ({ html, js, files }) => `HTML ${kb(html)}, JavaScript ${kb(js)} gzip in ${files} files`;
console.log(`trivial React Router 7 page (bench/trivial)\n  app   ${format(trivial.page)}`);
console.log(`  first load  ${weighed(trivial.weight)} (the framework's own: the floor of goal 4)`);
for (const { label, index, page, weight, bytes, encoding, app, baseline, express } of results) {
  const replay = index === undefined ? undefined : trivial.replayed.get(index);
  const errors = app.errors + app.non2xx;
  console.log(`${label.padEnd(8)} ${page} ${String(bytes).padStart(6)} B ${encoding ?? "uncompressed"}`);
  console.log(`  app   ${format(app)}${errors ? `, ${errors} errors/non-2xx` : ""}`);
  console.log(`  bare  ${format(baseline)}`);
  if (express) console.log(`  Express alone  ${format(express)}`);
  if (replay) console.log(`  replayed by React Router alone  ${format(replay)}`);
  if (weight)
    console.log(
      `  first load  ${weighed(weight)}, ${kb(weight.js - trivial.weight.js)} more JavaScript than the trivial page`,
    );
  const ratio = (other) => (app.requests.average / other.requests.average).toFixed(2);
  console.log(
    `  ratio ${ratio(baseline)} of bare node:http sending the same bytes` +
      (express
        ? `, ${ratio(express)} of Express alone sending them (Express alone is ` +
          `${(express.requests.average / baseline.requests.average).toFixed(2)} of bare node:http)`
        : "") +
      `, ${ratio(trivial.page)} of the trivial ` +
      "React Router page" +
      (replay
        ? `, ${ratio(replay)} of this page replayed (the replay is ` +
          `${(replay.requests.average / trivial.page.requests.average).toFixed(2)} of the trivial page)`
        : ""),
  );
}
