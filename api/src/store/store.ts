/**
 * The small key-value store the API shares across replicas: Redis when `REDIS_URL` is set,
 * otherwise an in-process map. Rate limits, conversation memory and caches go through it.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its time window on the first increment. */
  incr(key: string, windowSeconds: number): Promise<number>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number | null;
}

export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    get: (key) => Promise.resolve(live(key)?.value ?? null),
    set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: ttlSeconds ? now() + ttlSeconds * 1000 : null });
      return Promise.resolve();
    },
    del(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    incr(key, windowSeconds) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, {
        value: String(count),
        expiresAt: entry?.expiresAt ?? now() + windowSeconds * 1000,
      });
      return Promise.resolve(count);
    },
    close() {
      clearInterval(sweep);
      entries.clear();
      return Promise.resolve();
    },
  };
}
