import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/*
 * `npm run db:seed` runs under tsx, not Vite: a module on its import graph that only Vite can load
 * (`import.meta.glob`, the locale messages) breaks it, and with it goal 6's 100,000-lesson bench.
 * This runs the command as an operator would, on a fresh embedded database.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "maistry-db-script-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run db:seed", () => {
  it("migrates, seeds the reference content and adds synthetic lessons with --scale", async () => {
    const { stdout } = await promisify(execFile)(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/db.ts", "seed", "--scale", "10"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO_CONTENT: "false" } },
    );
    expect(stdout).toContain("migrated and seeded the pglite database");
    expect(stdout).toMatch(/scale: added 2 masters and 10 lessons/);
  }, 60_000);
});
