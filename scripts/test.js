// npm test — the whole suite: types, lint, Vitest, the production build, Playwright (on that
// build). On a 2-core machine the stages that leave a core idle overlap: the type check (one core)
// runs beside the lint and the build, and the end-to-end server starts (demo seeding, ~40 s)
// while Vitest runs, which waits on databases and ffmpeg a fifth of its time. It stops at the
// first stage that fails and always ends with the time each stage took, the ten slowest
// end-to-end spec files, how many tests passed only on their retry (docs/testing.md: a flaky test
// is a defect to fix, never a retry to live with) and the first error of each failed or retried
// test, so that the end of a CI log says why.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

// Playwright empties its own output folder when it starts: the reports live beside it.
const VITEST_REPORT = path.join(".test-results", "vitest.json");
const PLAYWRIGHT_REPORT = path.join(".test-results", "playwright.json");

const E2E_PORT = process.env.E2E_PORT ?? "3100";

/** Each step runs its commands side by side and waits for them all. */
const STEPS = [
  [
    { name: "typecheck", command: "npm run typecheck" },
    { name: "lint", command: "npm run lint" },
    // The build the end-to-end server serves.
    { name: "build", command: "npx react-router build" },
  ],
  [
    {
      name: "vitest",
      command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${VITEST_REPORT}`,
    },
  ],
  // Playwright reuses the server started beside Vitest (playwright.config.ts, E2E_SERVER_STARTED).
  [{ name: "playwright", command: "npx playwright test", env: { E2E_SERVER_STARTED: "1" } }],
];

/**
 * Runs a stage; with `buffered`, its output is printed whole when it ends, so that stages run side
 * by side do not interleave their lines.
 */
function run({ name, command, env }, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env, ...(buffered ? { FORCE_COLOR: "1" } : {}) },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (buffered) process.stdout.write(`\n── ${name}: ${command} ──\n${Buffer.concat(output)}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The end-to-end server (scripts/e2e-server.js) on the build, in the background. */
function startE2eServer() {
  const server = spawn(process.execPath, ["scripts/e2e-server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, E2E_SKIP_BUILD: "1" },
  });
  server.on("exit", (code) => {
    if (code) console.error(`The end-to-end server stopped (exit ${code}).`);
  });
  return server;
}

/** Waits until the end-to-end server is ready (its demo content seeded), up to 4 minutes. */
async function waitForE2eServer() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${E2E_PORT}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

/** Every test of a Playwright JSON report, with its spec file. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) tests.push({ file: spec.file ?? file, title: spec.title, ...test });
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return tests;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Each failed or retried test's first error, one line each, the same line counted once. */
function firstErrors(tests, max = 25) {
  if (tests.length === 0) return;
  const lines = new Map();
  for (const test of tests) {
    const error = test.results.flatMap((result) => result.errors ?? result.error ?? [])[0];
    const message = (error?.message ?? "no error recorded").replace(ANSI, "").trim().split("\n")[0];
    const where = error?.location
      ? `${path.basename(error.location.file)}:${error.location.line}`
      : test.file;
    const line = `${where}  ${message.slice(0, 160)}`;
    lines.set(line, [...(lines.get(line) ?? []), test.projectName]);
  }
  console.log(`\n── First error of each failed or retried end-to-end test (${lines.size} different) ──`);
  for (const [line, projects] of [...lines].slice(0, max)) console.log(`  ${line}  [${projects.join(", ")}]`);
  if (lines.size > max) console.log(`  … and ${lines.size - max} more`);
}

function summary(timings, wallMs) {
  const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
  console.log("\n── Stage times ──");
  for (const { name, ms, code } of timings)
    console.log(`${name.padEnd(12)} ${seconds(ms).padStart(7)}${code ? `  (failed, exit ${code})` : ""}`);
  console.log(`${"total".padEnd(12)} ${seconds(wallMs).padStart(7)}  (stages side by side counted once)`);

  const vitest = readJson(VITEST_REPORT);
  const tests = playwrightTests(readJson(PLAYWRIGHT_REPORT));
  if (tests.length > 0) {
    const perFile = new Map();
    for (const test of tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      perFile.set(test.file, (perFile.get(test.file) ?? 0) + ms);
    }
    console.log("\n── Slowest end-to-end spec files (test time summed over projects and workers) ──");
    for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`${seconds(ms).padStart(7)}  ${file}`);
    const retried = tests.filter((test) => test.status === "flaky");
    console.log(`\nRetried tests (passed only on their retry): ${retried.length}`);
    for (const test of retried) console.log(`  ${test.projectName} › ${test.file} › ${test.title}`);
    firstErrors(tests.filter((test) => test.status === "unexpected" || test.status === "flaky"));
  }

  // One closing line over both runners: Vitest's tests and Playwright's tests in their projects.
  const e2ePassed = tests.filter((test) => test.status === "expected" || test.status === "flaky").length;
  const e2eFailed = tests.filter((test) => test.status === "unexpected").length;
  const passed = (vitest?.numPassedTests ?? 0) + e2ePassed;
  const failed = (vitest?.numFailedTests ?? 0) + e2eFailed;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
}

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
const timings = [];
const started = Date.now();
let exitCode = 0;
let e2eServer = null;
for (const step of STEPS) {
  if (step.some((stage) => stage.name === "vitest")) e2eServer = startE2eServer();
  if (step.some((stage) => stage.name === "playwright") && !(await waitForE2eServer())) {
    console.error("The end-to-end server did not become ready within 4 minutes.");
    timings.push({ name: "e2e server", ms: 0, code: 1 });
    exitCode = 1;
    break;
  }
  const codes = await Promise.all(
    step.map(async (stage) => {
      const buffered = step.length > 1;
      if (!buffered) console.log(`\n── ${stage.name}: ${stage.command} ──`);
      const stageStarted = Date.now();
      const code = await run(stage, buffered);
      timings.push({ name: stage.name, ms: Date.now() - stageStarted, code });
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    exitCode = failed;
    break;
  }
}
e2eServer?.kill("SIGTERM");
summary(timings, Date.now() - started);
process.exit(exitCode);
