import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEALTH_ERRORS, type HealthResponse } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/postgres';
import { createHealthService, DATABASE_CHECK_TTL_MS } from '../src/modules/health/health-service';
import { hasRedisServer, startRedis, type SpawnedRedis } from './redis-server';
import { adminBearer, buildTestApp, servers, signUp, type TestApp } from './helper';

/** How often TensorFlow.js, which the embedded model runs on, is loaded: a health check must not. */
const mockModelLoads = { count: 0 };
jest.mock('@energetic-ai/core', () => {
  mockModelLoads.count += 1;
  return jest.requireActual<object>('@energetic-ai/core');
});

const UNAVAILABLE = {
  detail: 'Service temporarily unavailable. Please try again.',
  code: 'service.unavailable',
};

/** The health document as an administrator reads it (`who`: 'public' for anyone's). */
const health = async (app: FastifyInstance, status = 200, who: 'admin' | 'public' = 'admin') => {
  const response = await app.inject({
    url: '/api/health',
    headers: who === 'admin' ? await adminBearer(app) : {},
  });
  expect(response.statusCode).toBe(status);
  return response.json<HealthResponse>();
};

/** Lets the shared database measurement expire, so the next call measures again. */
const nextMeasurement = () =>
  new Promise((resolve) => setTimeout(resolve, DATABASE_CHECK_TTL_MS + 50));

/** A port on which nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Collects the API's log lines. */
function logCapture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
  };
}

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: undefined });
  });
  afterAll(() => t.close());

  it('reports measured figures of the API and the database', async () => {
    const first = await health(t.app);
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
    await nextMeasurement();
    const second = await health(t.app);
    expect(second.services.database.database_size_mb).toBeGreaterThan(database.database_size_mb!);
  });

  it("shows anyone each service's status and timing; what describes the installation, admins only", async () => {
    const everyone = await health(t.app, 200, 'public');
    const learner = await t.app.inject({
      url: '/api/health',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(learner.json()).toMatchObject({ services: { api: { version: null } } });
    const { api, database, redis } = everyone.services;
    expect(api).toEqual({
      status: 'healthy',
      version: null,
      environment: null,
      uptime_seconds: expect.any(Number) as number,
    });
    expect(database).toEqual({
      status: 'healthy',
      driver: null,
      version: null,
      database_size_mb: null,
      response_time_ms: expect.any(Number) as number,
      vector_search: null,
      error: null,
    });
    expect(redis).toMatchObject({ version: null, connected_clients: null, used_memory_mb: null });
    const admin = await health(t.app);
    expect(admin.services.api.version).toBe('0.1.0');
    expect(admin.services.database.database_size_mb).toBeGreaterThan(0);
  });

  it('measures the database once for a crowd of concurrent pollers, then again a second later', async () => {
    await nextMeasurement();
    const query = jest.spyOn(t.app.db, 'query');
    try {
      const measurements = () =>
        query.mock.calls.filter(([sql]) => sql.includes('pg_database_size')).length;
      const bodies = await Promise.all(Array.from({ length: 20 }, () => health(t.app)));
      expect(new Set(bodies.map((body) => body.services.database.response_time_ms)).size).toBe(1);
      expect(measurements()).toBe(1);
      await health(t.app);
      expect(measurements()).toBe(1);
      await nextMeasurement();
      await health(t.app);
      expect(measurements()).toBe(2);
    } finally {
      query.mockRestore();
    }
  });

  it('is ready when the database answers and its schema is current', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { tags: string[]; responses: Record<string, unknown> } }>;
    }>();
    expect(doc.paths['/api/ready']!.get.tags).toEqual(['system']);
    expect(Object.keys(doc.paths['/api/ready']!.get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
    expect(Object.keys(doc.paths['/api/health']!.get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
  });

  it('answers 503 when the schema lacks a migration, or is missing, and recovers', async () => {
    const [latest] = await t.app.db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    const unready = async () => {
      await nextMeasurement();
      const body = await health(t.app, 503);
      expect(body.overall_status).toBe('unhealthy');
      expect(body.services.database).toMatchObject({ status: 'unhealthy', error: 'schema' });
      // The database itself answers: its figures are still measured.
      expect(body.services.database.version).toMatch(/^PostgreSQL/);
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(UNAVAILABLE);
    };
    const recovered = async () => {
      await nextMeasurement();
      expect((await health(t.app)).services.database).toMatchObject({
        status: 'healthy',
        error: null,
      });
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    };

    await t.app.db.query('DELETE FROM schema_migrations WHERE version = $1', [latest!.version]);
    await unready();
    await t.app.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
      latest!.version,
      latest!.name,
    ]);
    await recovered();

    await t.app.db.query('ALTER TABLE schema_migrations RENAME TO schema_migrations_away');
    await unready();
    await t.app.db.query('ALTER TABLE schema_migrations_away RENAME TO schema_migrations');
    await recovered();
  });

  it('says redis and the external services are not configured when they are not', async () => {
    const body = await health(t.app);
    expect(body.services.redis).toMatchObject({ status: 'not_configured', version: null });
    for (const name of ['email', 'llm', 'embeddings']) {
      expect(body.services.external[name]).toMatchObject({ status: 'not_configured' });
    }
    expect(body.services.external.embeddings!.message).toBe(
      'No embedder: retrieval is by words only',
    );
    expect(body.overall_status).toBe('healthy');
  });
});

describe('health of external services', () => {
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
      const bodies = await Promise.all([health(llm.app), health(llm.app), health(llm.app)]);
      for (const body of bodies) {
        expect(body.services.external.llm).toMatchObject({ status: 'healthy' });
        expect(body.services.external.llm!.response_time_ms).toBeGreaterThan(0);
      }
      await health(llm.app);
      expect(hits).toBe(1);
    } finally {
      await llm.close();
      upstream.close();
    }
  });

  it('names only a category for a failing service (the details go to the log), and is degraded', async () => {
    const refusing = await closedPort();
    const upstream = createHttpServer((_request, response) => {
      response.writeHead(401).end('{"error":"invalid api key sk-test-123"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const log = logCapture();
    const down = await buildTestApp(
      {
        REDIS_URL: undefined,
        LOG_LEVEL: 'warn',
        LLM_BASE_URL: `http://127.0.0.1:${refusing}/v1`,
        EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
        SMTP_URL: `smtp://127.0.0.1:${refusing}`,
      },
      { logStream: log.stream },
    );
    try {
      const response = await down.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      const body = response.json<HealthResponse>();
      expect(body.overall_status).toBe('degraded');
      expect(body.services.external.llm).toMatchObject({ status: 'unhealthy', error: 'refused' });
      expect(body.services.external.email).toMatchObject({ status: 'unhealthy', error: 'refused' });
      expect(body.services.external.embeddings).toMatchObject({
        status: 'unhealthy',
        error: 'authentication',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|sk-test/);
      expect(log.text()).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
      upstream.close();
    }
  });
});

describe('health of the embedder', () => {
  const NO_PGVECTOR =
    '; the database has no pgvector, so vectors are kept but retrieval is by words';

  it('names the embedded model without loading it', async () => {
    const t = await buildTestApp({ REDIS_URL: undefined, EMBEDDINGS_PROVIDER: 'use-lite-en' });
    try {
      const body = await health(t.app);
      expect(body.services.external.embeddings).toEqual({
        status: 'healthy',
        message: `Embedded English model (use-lite-en, 512 dimensions)${
          t.app.db.vectorSearch ? '; French is found by words' : NO_PGVECTOR
        }`,
        response_time_ms: null,
        error: null,
      });
      expect(mockModelLoads.count).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('names the model behind an endpoint, and asks the endpoint', async () => {
    const upstream = createHttpServer((request, response) => {
      response.writeHead(request.url === '/v1/models' ? 200 : 404).end('{}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const t = await buildTestApp({
      REDIS_URL: undefined,
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      EMBEDDINGS_MODEL: 'bge-m3',
    });
    try {
      const { embeddings } = (await health(t.app)).services.external;
      expect(embeddings).toMatchObject({
        status: 'healthy',
        message: `Embeddings endpoint (openai:bge-m3) is reachable${
          t.app.db.vectorSearch ? '' : NO_PGVECTOR
        }`,
        error: null,
      });
      expect(embeddings!.response_time_ms).toBeGreaterThan(0);
    } finally {
      await t.close();
      upstream.close();
    }
  });

  it('says vectors are kept but retrieval is by words when the database lacks pgvector', async () => {
    const t = await buildTestApp({ REDIS_URL: undefined });
    const embeddingsWith = async (provider: 'use-lite-en' | 'none', vectorSearch: boolean) => {
      const service = createHealthService({
        config: { ...t.config, embeddings: { ...t.config.embeddings, provider } },
        db: { ...t.app.db, vectorSearch },
        store: t.app.store,
        version: '0.1.0',
        startedAt: Date.now(),
        log: { warn: () => {}, info: () => {} },
      });
      return (await service.check()).services.external.embeddings!.message;
    };
    try {
      expect(await embeddingsWith('use-lite-en', false)).toBe(
        `Embedded English model (use-lite-en, 512 dimensions)${NO_PGVECTOR}`,
      );
      expect(await embeddingsWith('use-lite-en', true)).toBe(
        'Embedded English model (use-lite-en, 512 dimensions); French is found by words',
      );
      expect(await embeddingsWith('none', false)).toBe('No embedder: retrieval is by words only');
      expect(mockModelLoads.count).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('health when the database cannot be reached', () => {
  async function appOn(databaseUrl: string, logStream?: { write(line: string): void }) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lyceum-test-'));
    const config = loadConfig({
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      DB_ACQUIRE_TIMEOUT_MS: '1000',
    });
    const db = await openPostgres(databaseUrl, {
      timeouts: { statementMs: config.dbStatementTimeoutMs, acquireMs: config.dbAcquireTimeoutMs },
    });
    const app = await buildApp(config, { db, ...(logStream ? { logStream } : {}) });
    return {
      app,
      async close() {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('answers 503 with the document, a category instead of the error, and logs the cause', async () => {
    const log = logCapture();
    const port = await closedPort();
    const down = await appOn(`postgres://postgres@127.0.0.1:${port}/lyceum`, log.stream);
    try {
      const response = await down.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      const body = response.json<HealthResponse>();
      expect(body.overall_status).toBe('unhealthy');
      expect(body.services.database).toMatchObject({
        status: 'unhealthy',
        error: 'refused',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect(log.text()).toMatch(/ECONNREFUSED/);

      const ready = await down.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(UNAVAILABLE);

      // A request that needs the database answers 503 too, not a 500 with a stack.
      const signup = await signUp(down.app, { username: 'nobody', email: 'nobody@example.com' });
      expect(signup.statusCode).toBe(503);
      expect(signup.json()).toEqual({
        ...UNAVAILABLE,
      });
    } finally {
      await down.close();
    }
  });

  (servers.databaseUrl ? it : it.skip)(
    'does not publish the name of a database that does not exist',
    async () => {
      const url = new URL(servers.databaseUrl!);
      url.pathname = `/lyceum_missing_${randomBytes(4).toString('hex')}`;
      const log = logCapture();
      const down = await appOn(url.toString(), log.stream);
      try {
        const response = await down.app.inject({ url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json<HealthResponse>().services.database.error).toBe('unavailable');
        expect(response.body).not.toMatch(/lyceum_missing|does not exist/);
        expect(log.text()).toMatch(/3D000/);
      } finally {
        await down.close();
      }
    },
  );
});

// Needs a `redis-server` binary to start, pause and stop one of its own.
(hasRedisServer ? describe : describe.skip)('health with a Redis that goes away', () => {
  let redis: SpawnedRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    t = await buildTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    redis.direct.disconnect();
    await redis.kill();
    await t.close();
  });

  it('keeps serving, and health turns redis unhealthy with a category', async () => {
    const before = await health(t.app);
    expect(before.services.redis.status).toBe('healthy');
    expect(before.services.redis.version).toMatch(/^\d+\.\d+/);
    expect(before.services.redis.connected_clients).toBeGreaterThanOrEqual(1);

    redis.pause();
    const started = Date.now();
    const paused = await health(t.app);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(paused.services.redis).toMatchObject({ status: 'unhealthy', error: 'timeout' });
    expect(paused.overall_status).toBe('degraded');
    redis.resume();

    await redis.kill();
    const after = await health(t.app);
    expect(after.services.redis.status).toBe('unhealthy');
    expect(HEALTH_ERRORS).toContain(after.services.redis.error);
    expect(after.overall_status).toBe('degraded');
    // Routes still answer while Redis is away; readiness does not depend on it.
    expect((await t.app.inject({ url: '/api/test' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const signup = await signUp(t.app, { username: 'offline', email: 'offline@example.com' });
    expect(signup.statusCode).toBe(201);
  });
});
