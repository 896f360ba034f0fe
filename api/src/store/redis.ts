import { Redis } from 'ioredis';
import {
  createCircuitBreaker,
  REDIS_COOL_DOWN_MS,
  REDIS_TIMEOUT_MS,
  withTimeout,
  type BreakerState,
} from './circuit-breaker';
import { createMemoryStore, type Hit, type KeyValueStore } from './store';

export interface RedisInfo {
  version: string | null;
  connected_clients: number | null;
  used_memory_mb: number | null;
  uptime_days: number | null;
}

export interface RedisStore extends KeyValueStore {
  readonly client: Redis;
  /** Resolves once connected, or after `ms` anyway: the API starts even when Redis is down. */
  connected(ms?: number): Promise<boolean>;
  /**
   * Whether calls go to Redis right now; false while they are answered in-process (Redis down,
   * hanging, or in its cool-down after a failure). Never waits.
   */
  available(): boolean;
  /** The circuit breaker in front of Redis: `closed` means Redis answers. */
  breakerState(): BreakerState;
  /** Asks Redis itself (never the fallback); fails within the command timeout. */
  ping(): Promise<void>;
  info(): Promise<RedisInfo>;
}

export interface RedisStoreOptions {
  /** Longest wait for one Redis command before the in-process store answers. */
  timeoutMs?: number;
  /** How long Redis is left alone after a failure. */
  coolDownMs?: number;
  now?: () => number;
  /** Told when the store switches to its in-process fallback and back. */
  log?: {
    warn(object: object, message: string): void;
    info(message: string): void;
  };
}

/**
 * Every command on the request path goes through a circuit breaker with a short timeout: while
 * Redis is down or hangs, the store answers from an in-process map (per process, so each replica
 * enforces the limits on its own) instead of failing or waiting. The client keeps reconnecting in
 * the background; after the cool-down one call tries Redis again.
 */
export function createRedisStore(
  url: string,
  prefix = 'lyceum:',
  options: RedisStoreOptions = {},
): RedisStore {
  const timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
  const client = new Redis(url, {
    keyPrefix: prefix,
    // Without a connection commands fail at once instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', () => {
    // Reported by the health check; the client reconnects on its own.
  });

  const { log } = options;
  const breaker = createCircuitBreaker({
    timeoutMs,
    coolDownMs: options.coolDownMs ?? REDIS_COOL_DOWN_MS,
    now: options.now,
    onChange(state, error) {
      if (state === 'open') {
        const reason = error instanceof Error ? error.message : String(error);
        log?.warn({ reason }, 'Redis unavailable; limits and caches use the in-process store');
      } else {
        log?.info('Redis answers again; limits and caches use Redis');
      }
    },
  });
  const memory = createMemoryStore(options.now);

  const parseInfo = (text: string): Map<string, string> =>
    new Map(
      text
        .split(/\r?\n/)
        .filter((line) => line.includes(':'))
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at), line.slice(at + 1)] as const;
        }),
    );

  async function redisHit(key: string, windowMs: number): Promise<Hit> {
    const replies = await client.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    const [counted, , ttl] = replies ?? [];
    const failure = replies?.find(([error]) => error)?.[0];
    if (!counted || !ttl || failure) throw failure ?? new Error('Redis transaction aborted');
    return { count: counted[1] as number, ttlMs: Math.max(0, ttl[1] as number) };
  }

  const hit = (key: string, windowMs: number) =>
    breaker.run(
      () => redisHit(key, windowMs),
      () => memory.hit(key, windowMs),
    );

  return {
    kind: 'redis',
    client,
    connected(ms = 2000) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    available: () => breaker.state === 'closed' && client.status === 'ready',
    breakerState: () => breaker.state,
    get: (key) =>
      breaker.run(
        () => client.get(key),
        () => memory.get(key),
      ),
    set: (key, value, ttlSeconds) =>
      breaker.run(
        async () => {
          if (ttlSeconds) await client.set(key, value, 'EX', ttlSeconds);
          else await client.set(key, value);
        },
        () => memory.set(key, value, ttlSeconds),
      ),
    del: (key) =>
      breaker.run(
        async () => {
          await client.del(key);
        },
        () => memory.del(key),
      ),
    incr: async (key, windowSeconds) => (await hit(key, windowSeconds * 1000)).count,
    hit,
    async ping() {
      await withTimeout(client.ping(), timeoutMs);
    },
    async info() {
      const fields = parseInfo(await withTimeout(client.info(), timeoutMs));
      const number = (name: string) => {
        const value = fields.get(name);
        return value === undefined ? null : Number(value);
      };
      const usedMemory = number('used_memory');
      return {
        version: fields.get('redis_version') ?? null,
        connected_clients: number('connected_clients'),
        used_memory_mb: usedMemory === null ? null : Math.round((usedMemory / 1048576) * 100) / 100,
        uptime_days: number('uptime_in_days'),
      };
    },
    async close() {
      client.disconnect();
      await memory.close();
    },
  };
}
