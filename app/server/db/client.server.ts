import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { type EmbeddedThread, startEmbeddedThread } from "./embedded-thread.js";
import * as schema from "./schema";
import { StatementCachingClient } from "./statement-cache.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Applies the generated SQL migrations (`drizzle/`), then runs `afterwards` (the seed). On
   * PostgreSQL both happen under an advisory lock, so several instances can start at once.
   */
  prepare(afterwards?: (db: Database) => Promise<void>): Promise<void>;
  /** The embedded database only: a tarball of its data directory, to start another one from. */
  dumpDataDir?(): Promise<Blob>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

// Any constant will do: it only has to be the same in every instance of the app.
const MIGRATION_LOCK_KEY = 7_240_451;

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * Tests: a PGlite `dumpDataDir()` tarball the embedded database starts from (an already
   * migrated one), instead of running initdb. Only for a new, empty `dataDir`.
   */
  loadDataDir?: Blob;
  /** The socket folder of an embedded database another process runs (server.js's primary). */
  embeddedSocketDir?: string;
}

export async function openDatabase({
  url,
  dataDir,
  loadDataDir,
  embeddedSocketDir,
}: DatabaseOptions): Promise<DatabaseHandle> {
  if (url) return openPostgres(url);
  return openPglite(dataDir, loadDataDir, embeddedSocketDir);
}

/**
 * The embedded database runs in a worker thread behind a Unix socket (see pglite-worker.js); the
 * app reaches it through `pg` like a PostgreSQL server, so both paths share one driver and the
 * database's WebAssembly never runs on the render thread. With several server processes the
 * primary runs that thread and hands its socket to them (`socketDir`, decision 062); otherwise
 * this process starts it.
 */
async function openPglite(dataDir: string, loadDataDir?: Blob, socketDir?: string): Promise<DatabaseHandle> {
  if (socketDir) return connectEmbedded(socketDir);
  const server = await startEmbeddedDatabase(dataDir, loadDataDir);
  // Nothing brings the database back once its thread is gone: as when PGlite failed inside the
  // process before, the process ends (and its supervisor, a container, starts it again).
  server.onExit((code) => {
    console.error(`the database thread exited (${code}); stopping`);
    process.exit(1);
  });
  const handle = server.connect();
  return {
    ...handle,
    dumpDataDir: server.dumpDataDir,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}

/** The embedded database's thread, serving the pools `connect()` opens until it is stopped. */
export interface EmbeddedDatabase extends Omit<EmbeddedThread, "socketDir"> {
  /** A pool of connections to it, as `openDatabase` gives (`close()` ends the pool only). */
  connect(): DatabaseHandle;
}

/** Starts the embedded database's thread (tests keep one to open several databases in turn). */
export async function startEmbeddedDatabase(dataDir: string, loadDataDir?: Blob): Promise<EmbeddedDatabase> {
  const { socketDir, ...thread } = await startEmbeddedThread(dataDir, loadDataDir);
  return { ...thread, connect: () => connectEmbedded(socketDir) };
}

/**
 * A pool to the embedded database's socket. The thread serves one request at a time; a few
 * connections let the next ones wait there instead of in the pool (master page at 50 connections:
 * 34 req/s with 1, 43 with 4).
 */
function connectEmbedded(socketDir: string): DatabaseHandle {
  return openPool({ host: socketDir, user: "postgres", database: "postgres", max: 4 }, "pglite");
}

function openPostgres(url: string): DatabaseHandle {
  return openPool({ connectionString: url, max: 10 }, "postgres");
}

function openPool(config: pg.PoolConfig, kind: DatabaseHandle["kind"]): DatabaseHandle {
  const pool = new pg.Pool({
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    ...config,
    Client: StatementCachingClient,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind,
    prepare: async (afterwards) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrate(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
        // On the held connection: the embedded database has only one.
        await afterwards?.(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True when an error means the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === "string" &&
      /timeout exceeded when trying to connect|Connection terminated/i.test(message)
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/** A unique constraint refused the write (PostgreSQL 23505, possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
