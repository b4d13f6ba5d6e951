// Builds the app and serves it for the end-to-end tests on a fresh database.
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data";
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD)
  execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"] });

const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: process.env.E2E_PORT ?? "3100",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    LOG_LEVEL: "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
