import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`): each runs in a module registry of its
 * own. Every other file shares its worker's modules with the files before it (docs/testing.md,
 * "Vitest's time"), so a new file that mocks a module belongs here.
 */
const MOCKING = [
  "app/server/auth/password-validation.server.test.ts",
  "app/server/http/page-cache.server.test.ts",
  "server/app.test.ts",
  "server/test-routes.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // "transform" only gives each .css.ts its file scope: class names as in the app, without
  // compiling every stylesheet a second time to CSS that no test reads (about 9 % of a run).
  plugins: [vanillaExtractPlugin({ unstable_mode: "transform" })],
  test: {
    // Migrates a PGlite and a PostgreSQL template once per run (tests/databases.ts copies them).
    globalSetup: ["./tests/global-setup.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    environment: "node",
    // Worker threads start and pass messages faster than child processes (about 7 % of a run).
    pool: "threads",
    // One test file per core. Vitest's default leaves a core free, which on a 2-core CI machine
    // means one file at a time while most of a file's time is waiting on a database or ffmpeg.
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
          ],
          exclude: MOCKING,
          // Importing the app once per worker, not once per file: most of a file's time was its
          // imports (about 16 % of a run). Files must leave no state behind: caches they fill are
          // the app's own, which hold the same for every test.
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: MOCKING } },
    ],
  },
});
