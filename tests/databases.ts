import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase, startEmbeddedDatabase } from "~/server/db/client.server";
import { adminQuery } from "./support/postgres-admin";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** An empty, migrated database; `dispose()` it (it is emptied for this thread's next `open()`). */
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/**
 * The database engines integration tests run on: always the embedded PGlite, and PostgreSQL too
 * when TEST_DATABASE_URL is set (CI sets it). Each `open()` gives an empty database of its own.
 *
 * Migrations ran once, in tests/global-setup.ts: a PGlite starts from that migrated data
 * directory's tarball, and a PostgreSQL database is created from the migrated template (and
 * dropped by the global teardown).
 */
export function testDatabases(): TestDatabase[] {
  const engines: TestDatabase[] = [{ name: "pglite", open: reusing("pglite", startEmbedded) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push({ name: "postgres", open: reusing("postgres", () => createPostgres(url)) });
  return engines;
}

/** A database that tests open pools on, one after another. */
interface ReusableDatabase {
  connect(): DatabaseHandle | Promise<DatabaseHandle>;
  /** Ends it for good (when it could not be emptied). */
  stop(): Promise<void>;
}

/**
 * Databases given back by `dispose()`, emptied, for this thread's next `open()`. Starting a PGlite
 * (its thread, WebAssembly and the migrated data directory) takes ~1.5 s and creating and dropping
 * a PostgreSQL database ~0.3 s; emptying either takes a few milliseconds, and half the integration
 * test files open one. Each `open()` has a pool of its own, so that no connection, prepared
 * statement or cache keyed by the Drizzle instance outlives it.
 */
const idle = { pglite: [] as ReusableDatabase[], postgres: [] as ReusableDatabase[] };

function reusing(engine: TestDatabase["name"], create: () => Promise<ReusableDatabase>) {
  return async () => {
    const database = idle[engine].pop() ?? (await create());
    const handle = await database.connect();
    return {
      ...handle,
      async dispose() {
        // The test's pool ends first (its sessions with it), even if the test ended it already.
        await handle.close().catch(() => {});
        const cleaner = await database.connect();
        const emptied = await emptyDatabase(cleaner).then(
          () => true,
          () => false,
        );
        await cleaner.close().catch(() => {});
        if (emptied) idle[engine].push(database);
        else await database.stop().catch(() => {});
      },
    };
  };
}

async function startEmbedded(): Promise<ReusableDatabase> {
  // type: an uncompressed tar (PGlite would otherwise try it as gzip first).
  const loadDataDir = await openAsBlob(provided("pgliteDump"), { type: "application/x-tar" });
  return startEmbeddedDatabase("memory://", loadDataDir);
}

/** A database copied from the migrated template, named after it (the teardown drops them all). */
async function createPostgres(url: string): Promise<ReusableDatabase> {
  const template = provided("postgresTemplate");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    connect: () => openDatabase({ url: target.toString(), dataDir: "unused" }),
    stop: async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Puts a database back as migrated: every table of the app emptied (foreign keys not enforced
 * meanwhile, so the order does not matter) and its used sequences restarted. The migrations insert
 * no rows, and the migrator's own table is in another schema. A `delete` of an empty table costs
 * next to nothing, where `truncate` of every table took ~0.3 s on PostgreSQL.
 */
async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`do $$ declare name text; begin
    set local session_replication_role = replica;
    for name in select format('%I.%I', schemaname, tablename) from pg_tables where schemaname = 'public' loop
      execute 'delete from ' || name;
    end loop;
    perform setval(format('%I.%I', schemaname, sequencename), start_value, false)
      from pg_sequences where schemaname = 'public' and last_value is not null;
  end $$`);
}

function provided(key: "pgliteDump" | "postgresTemplate"): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key}: tests/global-setup.ts must run first (vitest.config.ts)`);
  return value;
}
