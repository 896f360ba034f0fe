import type { FastifyInstance } from 'fastify';
import { CONTACT_PER_CLIENT_PER_HOUR } from '../src/modules/contact/contact-service';
import type { RedisStore } from '../src/store/redis';
import { buildTestApp, type TestApp } from './helper';
import { hasRedisServer, startRedis, type SpawnedRedis } from './redis-server';

const AUTH_MAX = 4;

const signInAttempt = (app: FastifyInstance, ip: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=nobody-${i}&password=wrong-guess-${i}`,
    remoteAddress: ip,
  });

const contact = (app: FastifyInstance, ip: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/contact/send',
    payload: {
      name: 'Hypatia',
      email: `writer-${i}@example.com`,
      subject: 'Limits',
      message: 'Does the limit hold?',
    },
    remoteAddress: ip,
  });

async function statuses(count: number, request: (i: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await request(i)).statusCode);
  return codes;
}

const repeat = (code: number, times: number) => Array<number>(times).fill(code);

/** Sign-in, contact and request limits, each from its own client address. */
async function expectLimitsHold(app: FastifyInstance, net: string) {
  expect(await statuses(AUTH_MAX + 2, (i) => signInAttempt(app, `${net}.1`, i))).toEqual([
    ...repeat(401, AUTH_MAX),
    429,
    429,
  ]);
  expect(
    await statuses(CONTACT_PER_CLIENT_PER_HOUR + 2, (i) => contact(app, `${net}.2`, i)),
  ).toEqual([...repeat(200, CONTACT_PER_CLIENT_PER_HOUR), 429, 429]);
}

// Needs a `redis-server` binary to start, pause and kill one of its own.
(hasRedisServer ? describe : describe.skip)('limits with a Redis that is down', () => {
  let redis: SpawnedRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await buildTestApp({
      REDIS_URL: redis.url,
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
      RATE_LIMIT_MAX: '40',
    });
  });
  afterAll(async () => {
    await t.close();
    await redis.kill();
  });

  it('counts request limits in Redis, per route, while it answers', async () => {
    await t.app.inject({ url: '/api/test', remoteAddress: '10.7.0.1' });
    await signInAttempt(t.app, '10.7.0.1', 0);
    const prefix = t.config.redisPrefix;
    expect(await redis.direct.get(`${prefix}rl:10.7.0.1`)).toBe('1');
    expect(await redis.direct.get(`${prefix}rl:POST/api/signin-10.7.0.1`)).toBe('1');
  });

  it('keeps every limit, in process, once Redis is killed', async () => {
    await redis.kill();
    const started = performance.now();
    await expectLimitsHold(t.app, '10.7.1');
    expect(
      await statuses(41, () => t.app.inject({ url: '/api/test', remoteAddress: '10.7.1.3' })),
    ).toEqual([...repeat(200, 40), 429]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect((t.app.store as RedisStore).available()).toBe(false);
  });
});

(hasRedisServer ? describe : describe.skip)('limits with a Redis that hangs', () => {
  let redis: SpawnedRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await buildTestApp({
      REDIS_URL: redis.url,
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
      RATE_LIMIT_MAX: '150',
      REDIS_COOL_DOWN_MS: '1000',
    });
  });
  afterAll(async () => {
    redis.resume();
    await t.close();
    await redis.kill();
  });

  it('answers without waiting for it, and keeps every limit', async () => {
    redis.pause();
    const started = performance.now();
    const codes: number[] = [];
    // Stops early past the budget, so a store that waits for Redis fails here rather than by timeout.
    while (codes.length < 200 && performance.now() - started < 5000) {
      codes.push((await t.app.inject({ url: '/api/test', remoteAddress: '10.8.0.1' })).statusCode);
    }
    expect(codes).toEqual([...repeat(200, 150), ...repeat(429, 50)]);
    expect(performance.now() - started).toBeLessThan(5000);

    await expectLimitsHold(t.app, '10.8.1');
    expect((t.app.store as RedisStore).available()).toBe(false);

    const health = performance.now();
    const response = await t.app.inject({ url: '/api/health' });
    expect(performance.now() - health).toBeLessThan(1500);
    expect(response.json()).toMatchObject({ services: { redis: { status: 'unhealthy' } } });
  });

  it('uses Redis again once it answers', async () => {
    redis.resume();
    const key = `${t.config.redisPrefix}written-after-resume`;
    const deadline = performance.now() + 15_000;
    while ((await redis.direct.get(key)) === null && performance.now() < deadline) {
      await t.app.store.set('written-after-resume', 'yes');
      if ((await redis.direct.get(key)) === null) await new Promise((r) => setTimeout(r, 200));
    }
    expect(await redis.direct.get(key)).toBe('yes');
    expect((t.app.store as RedisStore).available()).toBe(true);
    await t.app.inject({ url: '/api/test', remoteAddress: '10.8.9.1' });
    expect(await redis.direct.get(`${t.config.redisPrefix}rl:10.8.9.1`)).toBe('1');
  });
});
