import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../app/server/db/client.server";
import { adminQuery } from "./support/postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** File holding a tarball of a migrated PGlite data directory (see tests/databases.ts). */
    pgliteDump: string;
    /** A migrated PostgreSQL database to `create database … template` from; "" without one. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup: migrates a database once per run, so that each test's `open()` copies it
 * instead of running every migration again (most of an integration test file's time before).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "maistry-vitest-"));
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? `maistry_template_${process.pid}_${randomBytes(4).toString("hex")}` : "";
  const teardown = async () => {
    await rm(dir, { recursive: true, force: true });
    if (!url) return;
    // The tests' databases, copied from the template and named after it (tests/databases.ts).
    const { rows } = await adminQuery(
      url,
      `select datname from pg_database where datname like '${template}\\_%'`,
    );
    for (const { datname } of rows) await adminQuery(url, `drop database if exists ${datname} with (force)`);
    await adminQuery(url, `drop database if exists ${template} with (force)`);
  };
  try {
    const [dump] = await Promise.all([
      dumpMigratedPglite(path.join(dir, "pglite.tar")),
      url ? migratePostgresTemplate(url, template) : undefined,
    ]);
    project.provide("pgliteDump", dump);
    project.provide("postgresTemplate", template);
  } catch (error) {
    // Vitest runs no teardown when the setup throws.
    await teardown().catch(() => {});
    throw error;
  }
  return teardown;
}

async function dumpMigratedPglite(file: string): Promise<string> {
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    await handle.prepare();
    // Written to postgresql.auto.conf, so part of the dump: starting a PGlite spends most of its
    // time zeroing shared memory, and tests need little (1.3 s → 0.7 s of CPU per open()).
    // Memory settings only: no query's result depends on them.
    await handle.db.execute(sql`alter system set shared_buffers = '16MB'`);
    await handle.db.execute(sql`alter system set max_connections = 10`);
    // A checkpoint, so that a database loaded from the dump has no WAL to replay.
    await handle.db.execute(sql`checkpoint`);
    // Uncompressed: each load then skips a gunzip; the file is read from the page cache.
    if (!handle.dumpDataDir) throw new Error("the embedded database cannot be dumped");
    const tarball = await handle.dumpDataDir();
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return file;
}

async function migratePostgresTemplate(url: string, name: string): Promise<void> {
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), dataDir: "unused" });
  // close() ends the pool: no session may stay on a template while it is copied.
  await handle.prepare().finally(() => handle.close());
}
