/**
 * The small key-value store the API shares across replicas: Redis when `REDIS_URL` is set,
 * otherwise an in-process map. Rate limits, conversation memory and caches go through it.
 * The Redis store answers from its own in-process map while Redis is unavailable, so a caller
 * never sees a Redis failure and a limit never goes unenforced.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its time window on the first increment. */
  incr(key: string, windowSeconds: number): Promise<number>;
  /** `incr` in milliseconds that also tells how long the window has left (for rate-limit headers). */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** `hit` answered at once, by a store that counts in-process (the request limits use it). */
  hitNow?(key: string, windowMs: number): Hit;
  close(): Promise<void>;
}

export interface Hit {
  count: number;
  ttlMs: number;
}

/**
 * Bounds the in-process map, which takes every key while Redis is away: past it the oldest
 * entries are dropped, so a flood of distinct keys costs memory no further.
 */
export const MEMORY_STORE_MAX_ENTRIES = 100_000;

interface Entry {
  value: string;
  expiresAt: number | null;
}

export function createMemoryStore(
  now: () => number = Date.now,
  maxEntries = MEMORY_STORE_MAX_ENTRIES,
): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, entry: Entry) => {
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();

  const hit = (key: string, windowMs: number): Hit => {
    const at = now();
    const entry = live(key);
    if (entry === undefined) {
      put(key, { value: '1', expiresAt: at + windowMs });
      return { count: 1, ttlMs: windowMs };
    }
    // A count already kept is raised where it is: its key keeps its place among the oldest.
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    entry.expiresAt ??= at + windowMs;
    return { count, ttlMs: entry.expiresAt - at };
  };

  return {
    kind: 'memory',
    get: (key) => Promise.resolve(live(key)?.value ?? null),
    set(key, value, ttlSeconds) {
      put(key, { value, expiresAt: ttlSeconds ? now() + ttlSeconds * 1000 : null });
      return Promise.resolve();
    },
    del(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    incr: (key, windowSeconds) => Promise.resolve(hit(key, windowSeconds * 1000).count),
    hit: (key, windowMs) => Promise.resolve(hit(key, windowMs)),
    hitNow: hit,
    close() {
      clearInterval(sweep);
      entries.clear();
      return Promise.resolve();
    },
  };
}
