import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated database; `close()` it (and on PostgreSQL it is dropped). */
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/**
 * The database engines integration tests run on: always the embedded PGlite, and PostgreSQL too
 * when TEST_DATABASE_URL is set (CI sets it). Each `open()` gives an empty database of its own.
 *
 * Migrations ran once, in tests/global-setup.ts: a PGlite starts from that migrated data
 * directory's tarball, and a PostgreSQL database is created from the migrated template.
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [
    {
      name: "pglite",
      async open() {
        // type: an uncompressed tar (PGlite would otherwise try it as gzip first).
        const loadDataDir = await openAsBlob(provided("pgliteDump"), { type: "application/x-tar" });
        const handle = await openDatabase({ dataDir: "memory://", loadDataDir });
        return { ...handle, dispose: () => handle.close() };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    engines.push({
      name: "postgres",
      async open() {
        const name = `maistry_test_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create database ${name} template ${provided("postgresTemplate")}`);
        await admin.end();
        const target = new URL(url);
        target.pathname = `/${name}`;
        const handle = await openDatabase({ url: target.toString(), dataDir: "unused" });
        return {
          ...handle,
          async dispose() {
            await handle.close();
            const cleanup = new pg.Client({ connectionString: url });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${name} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return engines;
}

function provided(key: "pgliteDump" | "postgresTemplate"): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key}: tests/global-setup.ts must run first (vitest.config.ts)`);
  return value;
}
