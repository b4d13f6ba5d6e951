/**
 * A small in-memory cache whose entries live at most `ttlMs`. Several app instances each keep
 * their own copy, so an edit reaches all of them within one TTL; `clear()` makes it immediate
 * on the instance that made the edit. Failures are never cached.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now) {
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
