import { defineConfig, devices } from "@playwright/test";
import { withoutImagesOrFonts } from "./tests/e2e/browser";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The spec that stops the loopback SMTP server: run alone, after the rest (its own project). */
const SMTP_DOWN = /contact-smtp-down\.spec\.ts$/;
const client = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}` });
const desktop = { viewport: { width: 1280, height: 900 }, launchOptions: withoutImagesOrFonts };
const phone = {
  ...devices["Pixel 7"],
  viewport: { width: 375, height: 812 },
  defaultBrowserType: "chromium" as const,
  launchOptions: withoutImagesOrFonts,
};

/*
 * Projects by purpose, not a full 4× matrix (docs/testing.md). Every test runs with JavaScript at
 * 1280 px (unless tagged @http or @not-desktop); it runs in another project only when tagged for it:
 *   @nojs        also without JavaScript at 1280 px (form journeys, progressive enhancement)
 *   @phone       also at 375 px with JavaScript (layout-dependent: hamburger, filter panel…)
 *   @phone-nojs  also at 375 px without JavaScript (the same, as the server renders it)
 *   @http        only HTTP and JSON, no page: once, in desktop-nojs, and nowhere else
 *   @not-desktop not in desktop: with the tags above, where else it runs instead (what only
 *                phones have)
 * (tests/e2e/helpers.ts names them: NOJS, PHONE, PHONE_NOJS, HTTP, NOT_DESKTOP.)
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on a 2-core machine: a test often waits on the server, ffmpeg or a timer, and a third
  // worker fills those waits (the whole stage took 484–491 s with two workers, 383 s with three,
  // and no less with four; docs/testing.md, fifteenth session).
  workers: 3,
  // A flaky test is fixed, not retried: one retry only to tell flaky from broken (.ci/run counts them).
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds npm test's closing summary (scripts/test.js): slowest specs, retried tests.
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "on-first-retry" },
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Each project is its own client address (the server trusts X-Forwarded-For in tests), so the
  // per-address rate limits of one project never spill into another, retries included.
  projects: [
    {
      name: "desktop",
      testIgnore: SMTP_DOWN,
      grepInvert: /@http\b|@not-desktop\b/,
      use: { ...desktop, extraHTTPHeaders: client(1) },
    },
    {
      name: "phone",
      testIgnore: SMTP_DOWN,
      grep: /@phone(?![-\w])/,
      use: { ...phone, extraHTTPHeaders: client(2) },
    },
    {
      name: "desktop-nojs",
      testIgnore: SMTP_DOWN,
      grep: /@nojs\b|@http\b/,
      use: { ...desktop, javaScriptEnabled: false, extraHTTPHeaders: client(3) },
    },
    {
      name: "phone-nojs",
      testIgnore: SMTP_DOWN,
      grep: /@phone-nojs\b/,
      use: { ...phone, javaScriptEnabled: false, extraHTTPHeaders: client(4) },
    },
    // The mail server taken down on purpose: after every other test, since they need it up.
    {
      name: "smtp-down",
      testMatch: SMTP_DOWN,
      dependencies: ["desktop", "phone", "desktop-nojs", "phone-nojs"],
      use: { ...desktop, extraHTTPHeaders: client(5) },
    },
  ],
  webServer: {
    // The production build on a fresh embedded database (or E2E_DATABASE_URL when set).
    command: "node scripts/e2e-server.js",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 240_000,
    // npm test starts the server itself while Vitest runs (scripts/test.js) and says so; in CI
    // otherwise a server already on the port is an error, not something to test against.
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_STARTED === "1",
    stdout: "ignore",
    stderr: "pipe",
  },
});
