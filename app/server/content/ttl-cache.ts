/**
 * A small in-memory cache whose entries live at most `ttlMs`. Several app instances each keep
 * their own copy, so an edit reaches all of them within one TTL; `clear()` makes it immediate
 * on the instance that made the edit. Failures are never cached. At most `maxEntries` are kept
 * (the oldest stored goes first), so keys made from visitors' input cannot grow it without end.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now, maxEntries = 1000) {
  const entries = new Map<string, { value: V; expires: number }>();
  const pending = new Map<string, Promise<V>>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const promise = load()
        .then((value) => {
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, expires: now() + ttlMs });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}

/** Every cache made by `createDatabaseCache`, for `clearDatabaseCaches`. */
const databaseCaches = new Set<{ clear(): void }>();
/** One number per database handle, so that entries never cross databases (tests open many). */
const databaseKeys = new WeakMap<object, number>();
let nextDatabaseKey = 0;

/** As long as an anonymous page may be cached (PAGE_CACHE_SECONDS' default). */
const DATABASE_CACHE_TTL_MS = 10_000;

/**
 * A cache of what is read from a database and shown to everyone alike (filter options, the main
 * page's sections, the lists' counts), for 10 s: keyed by database handle and `key`, and emptied,
 * with every other one, by `clearDatabaseCaches()` after any change made through this instance
 * (server/app.ts), so that instance never shows what its own last change made stale.
 */
export function createDatabaseCache<V>() {
  const cache = createTtlCache<V>(DATABASE_CACHE_TTL_MS);
  databaseCaches.add(cache);
  return {
    get(db: object, key: string, load: () => Promise<V>): Promise<V> {
      let id = databaseKeys.get(db);
      if (id === undefined) {
        id = nextDatabaseKey++;
        databaseKeys.set(db, id);
      }
      return cache.get(`${id}|${key}`, load);
    },
  };
}

export function clearDatabaseCaches(): void {
  for (const cache of databaseCaches) cache.clear();
}
