// Builds the app and serves it for the end-to-end tests on a fresh database, with a real SMTP
// server on loopback as its mail server (messages land as JSON in <data dir>/mail).
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data";
const smtpPort = process.env.E2E_SMTP_PORT ?? "2526";
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD)
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });

const children = [];
const mailSink = spawn(
  path.resolve("node_modules/.bin/tsx"),
  ["tests/e2e/mail-sink.ts", smtpPort, path.join(dataDir, "mail")],
  { stdio: "inherit" },
);
children.push(mailSink);

const port = process.env.E2E_PORT ?? "3100";
const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    // The address Playwright uses (playwright.config.ts): links in emails and pages point there.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    // Two server processes, whatever the machine's core count, so that the suite covers what
    // several processes share (sessions, caches, the embedded database) the same way everywhere.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "2",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Tests that need their own client address (rate limits are per IP) send X-Forwarded-For, as
    // one proxy in front would.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    // A small trailer limit makes the "video over its limit" journey cheap to test.
    UPLOAD_MAX_TRAILER_MB: "1",
    // Questions from the contact form go here; mail that failed is retried every 2 s.
    CONTACT_EMAIL: "team@maistry.test",
    MAIL_RETRY_SECONDS: "2",
  },
});
children.push(server);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
server.on("exit", (code) => {
  mailSink.kill("SIGTERM");
  process.exit(code ?? 0);
});
