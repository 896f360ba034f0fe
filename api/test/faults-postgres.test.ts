import type { ImportJob } from '@lyceum/contracts';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database, Queryable } from '../src/db';
import { createCheckpointService } from '../src/modules/vector-db/checkpoint-service';
import { buildCheckpoint, snapshotIdea, type TestCheckpoint } from './checkpoint-files';
import { bearer, buildTestApp, servers, signIn, tokenFor, type TestApp } from './helper';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** The PostgreSQL server of the suite, or the local one. */
const serverUrl = new URL(servers.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test');

/** Whether the server accepts connections (asked once, before the tests are declared). */
const reachable =
  spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:net').connect(${Number(serverUrl.port || 5432)}, ${JSON.stringify(serverUrl.hostname)})
        .on('connect', () => process.exit(0)).on('error', () => process.exit(1));`,
    ],
    { timeout: 5000 },
  ).status === 0;

const STATEMENT_MS = 1000;
const ACQUIRE_MS = 500;
/** The longest a request may wait for a database that does not answer (see postgres.ts). */
const CLIENT_GRACE_MS = 1000;
const RECOVERY_MS = 5000;
const MARGIN_MS = 1500;
const unavailable = {
  detail: 'Service temporarily unavailable. Please try again.',
  code: 'service.unavailable',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  what: string;
  status: number;
  body: unknown;
  ms: number;
}

// A PostgreSQL server whose connections the test can cut or freeze, through a proxy of its own.
(reachable ? describe : describe.skip)('a PostgreSQL server that fails under load', () => {
  let proxy: TcpProxy;
  let direct: pg.Client;
  let t: TestApp;
  let token: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  /** One request of each kind the load mixes: a list, a sign-in, a write. */
  const requests: Array<[string, () => ReturnType<typeof signIn>]> = [
    ['list cards', () => t.app.inject({ url: '/api/flashcards', headers: bearer(token) })],
    ['sign in', () => signIn(t.app, 'steady')],
    [
      'add a card',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/flashcards',
          headers: bearer(token),
          payload: { recto: 'Question', verso: 'Answer' },
        }),
    ],
  ];
  const timed = async ([what, run]: (typeof requests)[number]): Promise<Outcome> => {
    const started = Date.now();
    const response = await run();
    return {
      what,
      status: response.statusCode,
      body: response.body ? response.json<unknown>() : null,
      ms: Date.now() - started,
    };
  };
  /** Runs the mixed requests round after round until `stop` says so. */
  async function load(stop: () => boolean, workers = 3): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; !stop(); i += 1) {
          outcomes.push(await timed(requests[i % requests.length]!));
        }
      }),
    );
    return outcomes;
  }
  /** How long until every kind of request succeeds again. */
  async function recovery(): Promise<number> {
    const started = Date.now();
    for (;;) {
      const round = await Promise.all(requests.map(timed));
      if (round.every((o) => o.status < 300)) return Date.now() - started;
      if (Date.now() - started > RECOVERY_MS * 3) return Date.now() - started;
      await sleep(100);
    }
  }
  /** Every answer is a success or the 503 of a database that cannot serve, never anything else. */
  const expectServedOr503 = (outcomes: Outcome[]) => {
    const wrong = outcomes.filter(
      (o) =>
        o.status >= 300 &&
        !(o.status === 503 && JSON.stringify(o.body) === JSON.stringify(unavailable)),
    );
    expect(wrong).toEqual([]);
  };

  beforeAll(async () => {
    proxy = await startTcpProxy({
      host: serverUrl.hostname,
      port: Number(serverUrl.port || 5432),
    });
    const proxied = new URL(serverUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    direct = new pg.Client({ connectionString: serverUrl.toString() });
    await direct.connect();
    t = await buildTestApp({
      DATABASE_URL: proxied.toString(),
      REDIS_URL: undefined,
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
      LOG_LEVEL: 'silent',
    });
    token = await tokenFor(t.app, 'steady', 'steady@example.com');
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    proxy.resume();
    await t.close();
    await direct.end();
    await proxy.close();
  });

  it('answers 503 or serves while its backends are terminated, then recovers within 5 s', async () => {
    let killing = true;
    let terminated = 0;
    const killer = (async () => {
      const started = Date.now();
      while (Date.now() - started < 3000) {
        const rows = await direct.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE client_port = ANY($1::int[]) AND pid <> pg_backend_pid()`,
          [proxy.upstreamPorts()],
        );
        terminated += rows.rows.filter((row) => row.ended).length;
        await sleep(80);
      }
      killing = false;
    })();
    const outcomes = await load(() => !killing);
    await killer;

    expect(terminated).toBeGreaterThan(5);
    expect(outcomes.length).toBeGreaterThan(10);
    expectServedOr503(outcomes);
    expect(outcomes.some((o) => o.status === 503)).toBe(true);
    // Nothing waited for a connection that was gone.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(
      STATEMENT_MS + CLIENT_GRACE_MS + MARGIN_MS,
    );
    expect(await recovery()).toBeLessThanOrEqual(RECOVERY_MS);
    expect(unhandled).toEqual([]);
  });

  it('answers 503 within its time limits while the server hangs, and recovers within 5 s of its return', async () => {
    // Connections are open in the pool, and new ones would be opened: both wait on the freeze.
    await Promise.all(requests.map(timed));
    proxy.pause();
    let outcomes: Outcome[];
    try {
      outcomes = await Promise.all([...requests, ...requests].map(timed));
    } finally {
      proxy.resume();
    }
    expect(outcomes.map((o) => [o.what, o.status, o.body])).toEqual(
      [...requests, ...requests].map(([what]) => [what, 503, unavailable]),
    );
    for (const outcome of outcomes) {
      expect(outcome.ms).toBeLessThan(STATEMENT_MS + CLIENT_GRACE_MS + MARGIN_MS);
    }
    expect(await recovery()).toBeLessThanOrEqual(RECOVERY_MS);

    // Frozen again and released while requests wait: those answer, at worst 503, never hang.
    proxy.pause();
    const during = Promise.all(requests.map(timed));
    await sleep(STATEMENT_MS / 2);
    proxy.resume();
    expectServedOr503(await during);
    expect(await recovery()).toBeLessThanOrEqual(RECOVERY_MS);
    expect(unhandled).toEqual([]);
  });

  it('leaves every book entirely old or entirely new when its connection is killed mid-import, and fails the job', async () => {
    const books = ['On Anger', 'On Leisure', 'On Providence'];
    const edition = (label: string, count: number) =>
      books.flatMap((book, b) =>
        Array.from({ length: count }, (_, i) =>
          snapshotIdea('seneca', `${b}-${i}`, {
            book_title: book,
            statement: `${label}: idea ${i} of ${book}`,
          }),
        ),
      );
    let deletes = 0;
    // The real database, whose transaction for the second book loses its connection right after
    // deleting the book's old ideas, before the new ones are in.
    const killing: Database = Object.create(t.app.db) as Database;
    killing.transaction = (work, options) =>
      t.app.db.transaction(async (tx) => {
        const [own] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const watched: Queryable = {
          exec: (sql) => tx.exec(sql),
          async query<Row>(sql: string, params?: unknown[]) {
            const rows = await tx.query<Row>(sql, params);
            if (sql.trimStart().startsWith('DELETE FROM ideas') && (deletes += 1) === 2) {
              await direct.query('SELECT pg_terminate_backend($1)', [own!.pid]);
            }
            return rows;
          },
        };
        return work(watched);
      }, options);

    const importWith = async (db: Database, checkpoint: TestCheckpoint, name: string) => {
      const service = createCheckpointService({ db, embedder: null, limits: t.config.checkpoints });
      const dir = path.join(t.config.dataDir, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'c.snapshot'), checkpoint.snapshot);
      writeFileSync(path.join(dir, 'c.json'), JSON.stringify(checkpoint.metadata));
      let finished!: () => void;
      const ended = new Promise<void>((resolve) => (finished = resolve));
      const { job_id } = await service.startImport(
        {
          snapshot: {
            path: path.join(dir, 'c.snapshot'),
            size: checkpoint.snapshot.length,
            sha256: checkpoint.metadata.snapshot.sha256,
            filename: 'c.snapshot',
          },
          metadata: { path: path.join(dir, 'c.json'), size: 10, filename: 'c.json' },
        },
        books,
        null,
        () => Promise.resolve(finished()),
      );
      await ended;
      let job: ImportJob = await service.job(job_id);
      for (let i = 0; i < 200 && job.status === 'processing'; i += 1) {
        await sleep(25);
        job = await service.job(job_id);
      }
      return job;
    };
    const contents = async () => {
      const rows = await t.app.db.query<{ book_title: string; statement: string }>(
        `SELECT i.book_title, i.statement FROM ideas i
           JOIN idea_collections c ON c.id = i.collection_id
          WHERE c.name = 'seneca' ORDER BY i.book_title, i.statement`,
      );
      return new Map(
        books.map((book) => [
          book,
          rows.filter((row) => row.book_title === book).map((row) => row.statement),
        ]),
      );
    };
    const statementsOf = (ideas: ReturnType<typeof edition>, book: string) =>
      ideas
        .filter((idea) => idea.book_title === book)
        .map((idea) => idea.statement)
        .sort();

    const old = edition('old', 2);
    expect(await importWith(t.app.db, buildCheckpoint(old), 'old')).toMatchObject({
      status: 'completed',
    });
    const next = edition('new', 3);
    const job = await importWith(killing, buildCheckpoint(next), 'new');

    expect(deletes).toBe(2);
    expect(job).toMatchObject({ status: 'failed', error_message: expect.any(String) as string });
    const after = await contents();
    for (const book of books) {
      expect([statementsOf(old, book), statementsOf(next, book)]).toContainEqual(after.get(book));
    }
    // The first book was replaced before the connection died; the second was left as it was.
    expect(after.get(books[0]!)).toEqual(statementsOf(next, books[0]!));
    expect(after.get(books[1]!)).toEqual(statementsOf(old, books[1]!));
    const [staged] = await t.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM checkpoint_staging',
    );
    expect(staged?.count).toBe(0);
    expect(unhandled).toEqual([]);
  });
});
