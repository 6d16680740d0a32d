import { LRUCache } from 'lru-cache';

/**
 * Answers kept in this process and reused while the database says nothing they show has changed.
 * The caller reads a cheap stamp of the underlying rows first (one small query) and the cache
 * rebuilds only when it differs from the stamp the answer was built at; the stamp comes from the
 * database, not from this process's own writes, so changes made by another instance or by the
 * rank worker are seen on the next request. Entries also expire after `ttlMs` and, least recently
 * used first, when the kept answers pass `maxBytes`.
 */
export interface Stamped<V> {
  stamp: string;
  value: V;
}

export interface StampedCache<K extends string | number, V> {
  /** The kept value when its stamp equals `stamp`, else the built one (kept at the stamp it carries). */
  get(key: K, stamp: string, build: () => Promise<Stamped<V>>): Promise<V>;
}

export function createStampedCache<K extends string | number, V>(opts: {
  maxBytes: number;
  ttlMs: number;
  sizeOf: (value: V) => number;
}): StampedCache<K, V> {
  const kept = new LRUCache<K, Stamped<V>>({
    maxSize: opts.maxBytes,
    sizeCalculation: (entry) => Math.max(1, opts.sizeOf(entry.value)),
    ttl: opts.ttlMs,
  });
  // Requests for one key that miss together share one build.
  const building = new Map<K, { stamp: string; done: Promise<Stamped<V>> }>();

  return {
    async get(key, stamp, build) {
      const entry = kept.get(key);
      if (entry?.stamp === stamp) return entry.value;
      const pending = building.get(key);
      if (pending?.stamp === stamp) return (await pending.done).value;
      const done = build();
      building.set(key, { stamp, done });
      try {
        const built = await done;
        // A build can see a newer state than the stamp read before it; it is kept at its own.
        if (opts.sizeOf(built.value) <= opts.maxBytes) kept.set(key, built);
        return built.value;
      } finally {
        if (building.get(key)?.done === done) building.delete(key);
      }
    },
  };
}
