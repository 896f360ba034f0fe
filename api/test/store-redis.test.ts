import { createRedisStore, type RedisStore } from '../src/store/redis';
import { hasRedisServer, startRedis, type SpawnedRedis } from './redis-server';

const TIMEOUT_MS = 100;
const COOL_DOWN_MS = 5000;
const PREFIX = 'store-test:';

const elapsed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

// Needs a `redis-server` binary to start, pause and kill one of its own.
(hasRedisServer ? describe : describe.skip)('Redis store when Redis fails', () => {
  let redis: SpawnedRedis;
  let store: RedisStore;
  let now: number;

  beforeEach(async () => {
    now = 1_000_000;
    redis = await startRedis();
    store = createRedisStore(redis.url, PREFIX, {
      timeoutMs: TIMEOUT_MS,
      coolDownMs: COOL_DOWN_MS,
      now: () => now,
    });
    expect(await store.connected()).toBe(true);
  });
  afterEach(async () => {
    await store.close();
    await redis.kill();
  });

  it('answers from memory within its timeout while Redis hangs, then uses Redis again', async () => {
    await store.set('before', 'in-redis');
    expect(await redis.direct.get(`${PREFIX}before`)).toBe('in-redis');
    expect(await store.hit('counter', 60_000)).toMatchObject({ count: 1 });
    expect(store.available()).toBe(true);

    redis.pause();
    const first = await elapsed(() => store.hit('counter', 60_000));
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 400);
    // Counting goes on in the process: the limit is not lifted, only kept locally.
    expect(first.value).toEqual({ count: 1, ttlMs: 60_000 });
    expect(store.available()).toBe(false);
    expect(store.breakerState()).toBe('open');

    // While open, Redis is not touched at all: the calls do not even wait for the timeout.
    const get = jest.spyOn(store.client, 'get');
    const multi = jest.spyOn(store.client, 'multi');
    const burst = await elapsed(async () => {
      for (let i = 0; i < 100; i += 1) await store.hit('counter', 60_000);
      await store.set('during', 'in-memory');
      return store.get('during');
    });
    expect(burst.value).toBe('in-memory');
    expect(burst.ms).toBeLessThan(TIMEOUT_MS);
    expect(await store.incr('counter', 60)).toBe(102);
    expect(get).not.toHaveBeenCalled();
    expect(multi).not.toHaveBeenCalled();

    // The health check asks Redis itself, and gives up as quickly.
    const ping = await elapsed(() => store.ping().catch((error: Error) => error));
    expect(ping.value).toBeInstanceOf(Error);
    expect(ping.ms).toBeLessThan(TIMEOUT_MS + 400);

    // After the cool-down, one call probes Redis; still frozen, so the breaker stays open.
    now += COOL_DOWN_MS;
    expect(await store.incr('counter', 60)).toBe(103);
    expect(multi).toHaveBeenCalledTimes(1);
    expect(store.breakerState()).toBe('open');

    redis.resume();
    now += COOL_DOWN_MS;
    await store.set('after', 'in-redis-again');
    expect(store.breakerState()).toBe('closed');
    expect(store.available()).toBe(true);
    expect(await redis.direct.get(`${PREFIX}after`)).toBe('in-redis-again');
    expect(await store.get('before')).toBe('in-redis');
    get.mockRestore();
    multi.mockRestore();
  });

  it('answers from memory at once when Redis is down', async () => {
    await redis.kill();
    const calls = await elapsed(async () => {
      const counts = [];
      for (let i = 0; i < 12; i += 1) counts.push(await store.incr('attempts', 60));
      return counts;
    });
    expect(calls.value).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calls.ms).toBeLessThan(TIMEOUT_MS + 400);
    expect(store.available()).toBe(false);
    await expect(store.ping()).rejects.toThrow();
  });

  it('counts in Redis with the window it reports', async () => {
    const first = await store.hit('window', 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(59_000);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('window', 60_000)).count).toBe(2);
    expect(await redis.direct.get(`${PREFIX}window`)).toBe('2');
    expect(await redis.direct.pttl(`${PREFIX}window`)).toBeGreaterThan(59_000);
    expect(await store.incr('window', 60)).toBe(3);
  });
});
