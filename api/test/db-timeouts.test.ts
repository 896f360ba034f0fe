import { createServer, type Socket } from 'node:net';
import type { HealthResponse } from '@lyceum/contracts';
import pg from 'pg';
import { DatabaseUnavailableError } from '../src/db/errors';
import { migrate } from '../src/db/migrate';
import { openPostgres, POOL_MAX } from '../src/db/postgres';
import { DATABASE_CHECK_TTL_MS } from '../src/modules/health/health-service';
import { buildTestApp, servers, signUp, type TestApp } from './helper';

const onServer = Boolean(servers.databaseUrl);
const serverOnly = onServer ? it : it.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = {
  detail: 'Service temporarily unavailable. Please try again.',
  code: 'service.unavailable',
};

/** A promise the test resolves when it lets go. */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Times a request and returns its status, body and duration. */
async function timedSignUp(t: TestApp, username: string) {
  const started = Date.now();
  const response = await signUp(t.app, { username, email: `${username}@example.com` });
  return { response, ms: Date.now() - started };
}

describe('database time limits: short statement timeout', () => {
  const STATEMENT_MS = 800;
  const ACQUIRE_MS = 400;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      REDIS_URL: undefined,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    });
  });
  afterAll(() => t.close());

  it('rolls back a transaction left idle past the statement timeout and hands the connection on', async () => {
    await t.app.db.query('CREATE TABLE abandoned (note text)');
    let lateStatement: unknown = null;
    const stuck = t.app.db.transaction(async (tx) => {
      await tx.query('INSERT INTO abandoned VALUES ($1)', ['never committed']);
      await sleep(STATEMENT_MS * 2); // the request is stuck elsewhere, holding its transaction
      try {
        await tx.query('SELECT 1');
      } catch (error) {
        lateStatement = error;
      }
      return 'finished';
    });
    const outcome = stuck.then(
      () => 'committed',
      (error: unknown) => error,
    );

    // Before the transaction's own end, the database serves other requests again.
    await sleep(STATEMENT_MS + 300);
    const meanwhile = await timedSignUp(t, 'meanwhile');
    expect(meanwhile.response.statusCode).toBe(201);

    expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
    expect(lateStatement).toBeInstanceOf(DatabaseUnavailableError);
    expect(await t.app.db.query('SELECT * FROM abandoned')).toEqual([]);
  });

  it('runs migrations without the statement timeout', async () => {
    const slow = 'SELECT pg_sleep(1.2)';
    await expect(migrate(t.app.db, [{ version: 900, name: 'slow', sql: slow }])).resolves.toEqual([
      '900_slow',
    ]);
    if (onServer) {
      // The same statement from a request is cancelled by the server.
      await expect(t.app.db.query(slow)).rejects.toMatchObject({
        statusCode: 503,
        reason: 'timeout',
      });
    }
  });

  serverOnly(
    'answers 503 within the timeout while another client holds a lock, then serves normally',
    async () => {
      const [{ schema }] = (await t.app.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      )) as [{ schema: string }];
      const locker = new pg.Client({ connectionString: servers.databaseUrl });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query(`LOCK TABLE ${schema}.users IN ACCESS EXCLUSIVE MODE`);

        const blocked = await timedSignUp(t, 'blocked');
        expect(blocked.response.statusCode).toBe(503);
        expect(blocked.response.json()).toEqual(unavailable);
        expect(blocked.ms).toBeGreaterThanOrEqual(STATEMENT_MS - 50);
        expect(blocked.ms).toBeLessThan(STATEMENT_MS + 2000);

        await locker.query('ROLLBACK');
        const after = await timedSignUp(t, 'after_lock');
        expect(after.response.statusCode).toBe(201);
      } finally {
        await locker.end();
      }
    },
  );
});

describe('database time limits: every connection taken', () => {
  const ACQUIRE_MS = 400;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      REDIS_URL: undefined,
      DB_STATEMENT_TIMEOUT_MS: '10000',
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    });
  });
  afterAll(() => t.close());

  it('answers 503 within the acquire timeout while transactions hold every connection, then serves', async () => {
    const quiet = await timedSignUp(t, 'quiet');
    expect(quiet.response.statusCode).toBe(201);
    const quietSignUpMs = quiet.ms;
    // PGlite has one connection; the pool has POOL_MAX.
    const holders = t.app.db.driver === 'pglite' ? 1 : POOL_MAX;
    const release = latch();
    const allTaken = latch();
    let holding = 0;
    const held = Array.from({ length: holders }, () =>
      t.app.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        holding += 1;
        if (holding === holders) allTaken.open();
        await release.opened;
      }),
    );
    await allTaken.opened;

    const waiting = await timedSignUp(t, 'waiting');
    expect(waiting.response.statusCode).toBe(503);
    expect(waiting.response.json()).toEqual(unavailable);
    expect(waiting.ms).toBeGreaterThanOrEqual(ACQUIRE_MS - 50);
    // The wait adds to what a sign-up costs anyway (hashing the password, slower on a busy
    // machine), measured beside it: one that answers with nothing held.
    expect(waiting.ms).toBeLessThan(ACQUIRE_MS + 1500 + quietSignUpMs);

    // Health says so too, with a category.
    await sleep(DATABASE_CHECK_TTL_MS + 50);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json<HealthResponse>().services.database.error).toBe('timeout');
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(503);

    release.open();
    await Promise.all(held);
    const served = await timedSignUp(t, 'served');
    expect(served.response.statusCode).toBe(201);
  });
});

describe('database time limits: a server that never answers', () => {
  it('gives up within the acquire timeout instead of hanging', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${port}/lyceum`, {
      timeouts: { statementMs: 500, acquireMs: 500 },
    });
    try {
      for (const attempt of [
        () => db.query('SELECT 1'),
        () => db.transaction(() => Promise.resolve()),
      ]) {
        const started = Date.now();
        await expect(attempt()).rejects.toMatchObject({ statusCode: 503, reason: 'timeout' });
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      await db.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
