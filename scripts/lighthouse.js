// npm run lighthouse — Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated) on
// the production build with demo content, RUNS runs per page, the median printed per page.
// Lighthouse is fetched by npx on first use (not a dependency: CI never runs it); it drives
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_SKIP_BUILD=1 reuses a build.
import { execFileSync, execSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProductionServer } from "./production-server.js";

const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? "/,/en/lessons,/en/masters,/en/lessons/{lesson},/en/masters/{master}"
).split(",");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = "lighthouse@13.5.0";

if (!process.env.LIGHTHOUSE_SKIP_BUILD)
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; a run Lighthouse itself reports as broken (NO_NAVSTART now and then) is tried again. */
function lighthouse(url, attempt = 1) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url) {
  const output = path.join(tmpdir(), `maistry-lighthouse-${process.pid}.json`);
  execFileSync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  rmSync(output, { force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: metric("total-blocking-time"),
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
  };
}

const server = await startProductionServer({
  port: Number(process.env.LIGHTHOUSE_PORT ?? 3400),
  dataDir: ".lighthouse-data",
});
try {
  console.log(`Lighthouse mobile, median of ${RUNS}, ${new Date().toISOString()}`);
  console.log("page | performance | TBT | LCP | FCP | CLS | a11y / best practices / SEO");
  for (const page of await server.resolve(PAGES)) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(server.origin + page));
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      `${page} | ${m("performance")} | ${Math.round(m("tbt"))} ms | ${(m("lcp") / 1000).toFixed(1)} s | ` +
        `${(m("fcp") / 1000).toFixed(1)} s | ${m("cls").toFixed(3)} | ${m("accessibility")} / ${m("bestPractices")} / ${m("seo")}`,
    );
  }
} finally {
  await server.stop();
}
