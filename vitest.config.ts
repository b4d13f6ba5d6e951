import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Migrates a PGlite and a PostgreSQL template once per run (tests/databases.ts copies them).
    globalSetup: ["./tests/global-setup.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    environment: "node",
    // One test file per core. Vitest's default leaves a core free, which on a 2-core CI machine
    // means one file at a time while most of a file's time is waiting on a database or ffmpeg.
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
