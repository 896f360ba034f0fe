import type { ChatResponse, HealthResponse } from '@lyceum/contracts';
import { CHAT_ANSWERS_PER_MINUTE } from '../src/modules/chat/chat-service';
import type { RedisStore } from '../src/store/redis';
import { seedChat } from './chat-fixtures';
import { bearer, buildTestApp, type TestApp } from './helper';
import { hasRedisServer, startRedis, type SpawnedRedis } from './redis-server';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const AUTH_MAX = 6;
/** Rounds of the mixed load per phase, per worker: under the learners' answers a minute. */
const ROUNDS = 3;
const WORKERS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Learner {
  username: string;
  token: string;
  ip: string;
}

// Needs a `redis-server` binary: Redis is killed, started again, and frozen under the API.
(hasRedisServer ? describe : describe.skip)('a Redis that goes away under mixed load', () => {
  /** The redis-servers still alive, to kill at the end. */
  const running: SpawnedRedis[] = [];
  let redis: SpawnedRedis;
  let proxy: TcpProxy;
  let t: TestApp;
  let learners: Learner[] = [];
  let address = 0;
  /** A client address of its own, so no per-address limit is shared by accident. */
  const nextIp = () => {
    address += 1;
    return `10.42.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  const signInAs = (username: string, ip: string, password = 'correct-horse') =>
    t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress: ip,
    });
  async function newLearner(username: string): Promise<Learner> {
    const ip = nextIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username, email: `${username}@example.com`, password: 'correct-horse' },
      remoteAddress: ip,
    });
    const response = await signInAs(username, ip);
    return { username, ip, token: response.json<{ access_token: string }>().access_token };
  }
  const ask = (learner: Learner, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/persona/chat',
      headers: bearer(learner.token),
      payload: { character: 'Seneca', message: `How should I spend my time? (${n})` },
      remoteAddress: learner.ip,
    });

  /**
   * Sign-ins, flashcard lists and chat answers from several learners at once; answers every
   * request that did not succeed, with what it was.
   */
  async function mixedLoad(): Promise<string[]> {
    const failed: string[] = [];
    await Promise.all(
      learners.map(async (learner) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const responses = await Promise.all([
            signInAs(learner.username, nextIp()),
            t.app.inject({
              url: '/api/flashcards',
              headers: bearer(learner.token),
              remoteAddress: learner.ip,
            }),
            ask(learner, round),
          ]);
          responses.forEach((response, i) => {
            if (response.statusCode !== 200) {
              failed.push(`${['sign-in', 'cards', 'chat'][i]} ${response.statusCode}`);
            }
          });
          const [, , chat] = responses;
          if (
            chat.statusCode === 200 &&
            chat.json<ChatResponse>().references.sources.length === 0
          ) {
            failed.push('chat without sources');
          }
        }
      }),
    );
    return failed;
  }

  /** The sign-in limit and the chat's answers a minute still hold, counted in this process. */
  async function expectLimitsHold() {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < AUTH_MAX + 2; i += 1) {
      // An unknown name of its own: failed sign-ins are also counted per name.
      codes.push((await signInAs(`nobody${address}`, ip, `wrong-guess-${i}`)).statusCode);
    }
    expect(codes).toEqual([...Array<number>(AUTH_MAX).fill(401), 429, 429]);

    const chatty = await newLearner(`chatty${address}`);
    const answers: number[] = [];
    for (let i = 0; i <= CHAT_ANSWERS_PER_MINUTE; i += 1) {
      answers.push((await ask(chatty, i)).statusCode);
    }
    expect(answers).toEqual([...Array<number>(CHAT_ANSWERS_PER_MINUTE).fill(200), 429]);
  }

  const health = async () => {
    const started = Date.now();
    const response = await t.app.inject({ url: '/api/health' });
    return { body: response.json<HealthResponse>(), ms: Date.now() - started };
  };

  /** Once Redis answers again, the API writes there: a key written after the return is in it. */
  async function expectRedisUsedAgain() {
    const store = t.app.store as RedisStore;
    const deadline = Date.now() + 15_000;
    while (!store.available() && Date.now() < deadline) {
      await store.set('probe', 'yes');
      if (!store.available()) await sleep(200);
    }
    expect(store.available()).toBe(true);
    const ip = nextIp();
    expect((await signInAs(learners[0]!.username, ip)).statusCode).toBe(200);
    expect(await redis.direct.get(`${t.config.redisPrefix}rl:POST/api/signin-${ip}`)).toBe('1');
    // The health check's ping has the store's command timeout: on two busy cores one ping may
    // miss it, and the next one answers.
    const answered = Date.now() + 10_000;
    let status = (await health()).body.services.redis.status;
    while (status !== 'healthy' && Date.now() < answered) {
      await sleep(200);
      status = (await health()).body.services.redis.status;
    }
    expect(status).toBe('healthy');
  }

  beforeAll(async () => {
    redis = await startRedis();
    running.push(redis);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(redis.url).port) });
    t = await buildTestApp({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
      REDIS_COOL_DOWN_MS: '1000',
      LOG_LEVEL: 'silent',
    });
    await (t.app.store as RedisStore).connected();
    await seedChat(t.app);
    learners = [];
    for (let i = 0; i < WORKERS; i += 1) learners.push(await newLearner(`learner${i}`));
    // Starting a Redis server, the API and its data takes some 10 s alone, and three times that
    // beside the other API suite on two busy cores.
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await proxy.close();
    for (const server of running) await server.kill();
  });

  it('serves the load from Redis while it answers', async () => {
    expect(await mixedLoad()).toEqual([]);
    expect((await health()).body.services.redis.status).toBe('healthy');
    // Conversations and counters are kept in Redis.
    expect((await redis.direct.keys(`${t.config.redisPrefix}*`)).length).toBeGreaterThan(0);
  });

  it('fails no request once Redis is stopped, keeps every limit, and says Redis is unhealthy', async () => {
    await redis.kill();
    running.splice(running.indexOf(redis), 1);
    expect(await mixedLoad()).toEqual([]);
    await expectLimitsHold();
    expect((t.app.store as RedisStore).available()).toBe(false);
    const { body, ms } = await health();
    expect(body.services.redis.status).toBe('unhealthy');
    expect(body.services.database.status).toBe('healthy');
    expect(ms).toBeLessThan(1500);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('uses Redis again once it is back', async () => {
    redis = await startRedis();
    running.push(redis);
    proxy.retarget(Number(new URL(redis.url).port));
    await expectRedisUsedAgain();
    expect(await mixedLoad()).toEqual([]);
  });

  it('fails no request while Redis hangs, keeps every limit, and comes back to it', async () => {
    redis.pause();
    try {
      const started = Date.now();
      expect(await mixedLoad()).toEqual([]);
      // The store waits for a hanging Redis at most its command timeout, then not at all.
      expect(Date.now() - started).toBeLessThan(15_000);
      await expectLimitsHold();
      const { body, ms } = await health();
      expect(body.services.redis.status).toBe('unhealthy');
      expect(ms).toBeLessThan(1500);
    } finally {
      redis.resume();
    }
    await expectRedisUsedAgain();
  });
});
