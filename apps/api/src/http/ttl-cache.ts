/**
 * A short-lived cache of catalogue answers. Catalogue data is the same for every replica and
 * changes rarely, so a few seconds of staleness is the price of serving the hot pages without a
 * database round trip; it never holds anything a decision depends on (prices are re-computed
 * at order time). Concurrent misses share one load.
 */
export type TtlCache = { get<T>(key: string, load: () => Promise<T>): Promise<T>; clear(): void };

export function createTtlCache(ttlMs: number, maxEntries = 5_000, now: () => number = Date.now): TtlCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
