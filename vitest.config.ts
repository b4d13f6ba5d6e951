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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
