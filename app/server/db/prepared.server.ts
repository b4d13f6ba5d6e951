/*
 * Drizzle builds a query's SQL afresh on every call: for the lesson page's main query that is
 * ~0.35 ms of CPU, more than PostgreSQL takes to answer it, and ~0.45 ms with the objects each
 * call makes (docs/performance.md, seventeenth session). A prepared query is built once and takes
 * its values as placeholders. It belongs to the database handle it was built on, so it is kept per
 * handle (the process's pool; a transaction's would be its own) and name. The name is also the
 * statement's name on each connection, where StatementCachingClient adds the client's number.
 */

const preparedByDatabase = new WeakMap<object, Map<string, unknown>>();

/** The query `prepare` makes for `db` under `name`, made on the first call. */
export function prepared<T>(db: object, name: string, prepare: (name: string) => T): T {
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = prepare(name);
    byName.set(name, query);
  }
  return query;
}
