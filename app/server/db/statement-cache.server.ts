import cluster from "node:cluster";
import { createHash } from "node:crypto";
import pg from "pg";

/**
 * More parameters than this is a bulk write (a seed's batch of thousands of rows), run a few times
 * and large to keep: sent unnamed. With such statements named, the scale seed hung on the embedded
 * database twice in a row (every thread idle; decision 028).
 */
export const MAX_PARAMETERS = 100;

/** How many statements one connection keeps prepared; beyond it, queries are parsed each time. */
export const PREPARED_PER_CONNECTION = 500;

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** Numbers the clients, whose statement names carry it. */
let clients = 0;
/**
 * This server process's number among the primary's (0 alone): the embedded database serves the
 * connections of every process in one session (decision 062), so names carry it too.
 */
const PROCESS = cluster.worker?.id ?? 0;

/**
 * pg's client, with every query that has parameters prepared once per connection: the query gets a
 * name made from its SQL text, so the database parses and plans it the first time and reuses that
 * afterwards. The app's SQL comes from a fixed set of query builders (values are parameters, never
 * spliced in), so the texts are few; on the embedded database, whose parser and planner run as
 * WebAssembly, this doubled what a page of nine queries serves under load (docs/performance.md, "a
 * statement prepared once"). A query without parameters (the migrations' DDL, which may hold
 * several commands) or with more than MAX_PARAMETERS is sent as it is, and so is every query past
 * PREPARED_PER_CONNECTION distinct texts, so that a connection's prepared statements stay bounded.
 *
 * A name carries the process's and the client's numbers: the embedded database is one session for
 * all connections (pglite-worker.js), where two clients preparing the same name would collide; its
 * thread closes a connection's statements when the connection goes. The names the app gives
 * (`prepared`) carry them too; they are few, and always prepared.
 */
export class StatementCachingClient extends pg.Client {
  readonly #prepared = new Set<string>();
  readonly #number = `${PROCESS}_${++clients}`;

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged
  override query(...args: any[]): any {
    const [config, values] = args as QueryArgs;
    const named = this.#name(config, values);
    if (named) args[0] = named;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (super.query as (...rest: any[]) => any)(...args);
  }

  #name(config: unknown, values: unknown) {
    if (!isPlainQuery(config)) return null;
    // Named by the app (a Drizzle prepared query, prepared.server.ts): its name, made the client's.
    if (config.name !== undefined) return { ...config, name: `p${this.#number}_${config.name}` };
    const parameters = Array.isArray(values) ? values : config.values;
    if (!Array.isArray(parameters) || parameters.length === 0 || parameters.length > MAX_PARAMETERS)
      return null;
    const name = `s${this.#number}_${createHash("sha1").update(config.text).digest("base64url")}`;
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= PREPARED_PER_CONNECTION) return null;
      this.#prepared.add(name);
    }
    return { ...config, name };
  }
}

interface PlainQuery {
  text: string;
  values?: unknown;
  name?: string;
}

/** A query given as `{ text, values?, name? }` (not a Cursor or other submittable). */
function isPlainQuery(config: unknown): config is PlainQuery {
  if (!config || typeof config !== "object") return false;
  const query = config as Record<string, unknown>;
  return (
    typeof query.text === "string" &&
    (query.name === undefined || typeof query.name === "string") &&
    typeof query.submit !== "function"
  );
}
