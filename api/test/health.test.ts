import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import type { HealthResponse } from '@lyceum/contracts';
import { buildTestApp, servers, type TestApp } from './helper';

const health = async (t: TestApp) => {
  const response = await t.app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(200);
  return response.json<HealthResponse>();
};

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: undefined });
  });
  afterAll(() => t.close());

  it('reports measured figures of the API and the database', async () => {
    const first = await health(t);
    expect(first.services.api).toMatchObject({
      status: 'healthy',
      version: '0.1.0',
      environment: 'test',
    });
    expect(first.services.api.uptime_seconds).toBeGreaterThanOrEqual(0);
    const database = first.services.database;
    expect(database.status).toBe('healthy');
    expect(database.driver).toBe(servers.databaseUrl ? 'postgresql' : 'pglite');
    expect(database.version).toMatch(/^PostgreSQL \d+/);
    expect(database.database_size_mb).toBeGreaterThan(0);
    expect(database.response_time_ms).toBeGreaterThan(0);

    // Real measurements: the database grows when data is written.
    await t.app.db.query(
      'CREATE TABLE ballast AS SELECT g, repeat(md5(g::text), 20) AS pad FROM generate_series(1, 20000) g',
    );
    const second = await health(t);
    expect(second.services.database.database_size_mb).toBeGreaterThan(database.database_size_mb!);
  });

  it('says redis and the external services are not configured when they are not', async () => {
    const body = await health(t);
    expect(body.services.redis).toMatchObject({ status: 'not_configured', version: null });
    for (const name of ['email', 'llm', 'embeddings']) {
      expect(body.services.external[name]).toMatchObject({ status: 'not_configured' });
    }
    expect(body.overall_status).toBe('healthy');
  });

  it('asks an external service at most once per interval, however many pollers', async () => {
    let hits = 0;
    const upstream = createHttpServer((request, response) => {
      hits += 1;
      response.writeHead(request.url === '/v1/models' ? 200 : 404).end('{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const llm = await buildTestApp({
      REDIS_URL: undefined,
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    });
    try {
      const bodies = await Promise.all([health(llm), health(llm), health(llm)]);
      for (const body of bodies) {
        expect(body.services.external.llm).toMatchObject({ status: 'healthy' });
        expect(body.services.external.llm!.response_time_ms).toBeGreaterThan(0);
      }
      await health(llm);
      expect(hits).toBe(1);
    } finally {
      await llm.close();
      upstream.close();
    }
  });

  it('reports an unreachable configured service as unhealthy and the whole as degraded', async () => {
    const down = await buildTestApp({
      REDIS_URL: undefined,
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    try {
      const body = await health(down);
      expect(body.services.external.llm).toMatchObject({ status: 'unhealthy' });
      expect(body.overall_status).toBe('degraded');
    } finally {
      await down.close();
    }
  });
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .once('connect', () => {
          socket.end();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

// Needs a `redis-server` binary to start and stop one of its own.
(redisServer ? describe : describe.skip)('health with a Redis that goes away', () => {
  let redis: ChildProcess;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
    t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    redis.kill('SIGKILL');
    await t.close();
  });

  it('keeps serving, and health turns redis unhealthy', async () => {
    const before = await health(t);
    expect(before.services.redis.status).toBe('healthy');
    expect(before.services.redis.version).toMatch(/^\d+\.\d+/);
    expect(before.services.redis.connected_clients).toBeGreaterThanOrEqual(1);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));

    const after = await health(t);
    expect(after.services.redis.status).toBe('unhealthy');
    expect(after.services.redis.error).toEqual(expect.any(String));
    expect(after.overall_status).toBe('degraded');
    // Rate-limited routes still answer while their counters are unreachable.
    const test = await t.app.inject({ url: '/api/test' });
    expect(test.statusCode).toBe(200);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username: 'offline', email: 'offline@example.com', password: 'password1' },
    });
    expect(signup.statusCode).toBe(201);
  });
});
