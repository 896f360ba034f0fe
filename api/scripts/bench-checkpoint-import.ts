// The checkpoint import's benchmark: writes a checkpoint of 100,000 ideas (5 collections × 20
// books, 384-dimension vectors, texts of realistic lengths), imports it into an empty database
// through the same job as the admin upload, then COPYs the same rows into copies of the target
// tables (same columns, generated `search` column and indexes, foreign keys added) in the same
// run: the reference the import is held to (goal: at least half of COPY's ideas per second).
//
//   cd api && pnpm exec tsx scripts/bench-checkpoint-import.ts                # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx scripts/bench-checkpoint-import.ts
//
// BENCH_IDEAS (default 100000) sets the number of ideas. Past 50,000 vectors of a model, the import
// may end by building their HNSW index (when the database does approximate search), which COPY
// does not do: the table then shows the import with and without it, and BENCH_HNSW=skip answers
// that one statement without running it. PGlite works in a temporary folder, and
// COPY runs in a second PGlite with the same extensions and migrations (the API's instance is not
// reachable from outside src/db); PostgreSQL works in a schema of its own, COPY goes through
// `psql` (`\copy … FROM STDIN`). Everything is removed at the end. Memory: this process's RSS,
// sampled every 100 ms from a worker thread (so a statement holding the main thread does not hide
// its peak), and the JavaScript heap sampled on the main thread; with PostgreSQL the server's and
// psql's memory are not counted.
import type { SnapshotIdea } from '@lyceum/contracts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Queryable } from '../src/db';
import { migrate } from '../src/db/migrate';
import { HNSW_THRESHOLD } from '../src/modules/vector-db/vector-db-repository';
import {
  digestFile,
  readSnapshot,
  writeCheckpoint,
} from '../src/modules/vector-db/checkpoint-format';
import { importLocalCheckpoint } from '../src/modules/vector-db/local-checkpoint';
import { onServer, scratch, seeded } from './bench-scratch';

const IDEAS = Number(process.env.BENCH_IDEAS ?? 100_000);
const DIMENSION = 384;
const COLLECTIONS = 5;
const BOOKS_PER_COLLECTION = 20;
const MODEL_ID = 'bench-random-384';
/** Rows per COPY statement: PGlite reads a COPY's whole input from one Blob held in memory. */
const COPY_CHUNK = 2_000;
const SAMPLE_MS = 100;
const databaseUrl = process.env.DATABASE_URL;
/** `skip`: the import's HNSW index statement is answered without running (see the header). */
const skipIndex = process.env.BENCH_HNSW === 'skip';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The checkpoint: deterministic pseudo-random ideas, made one at a time as the writer asks.

const WORDS = (
  'virtue reason nature soul mind anger fear desire pleasure pain death life time fortune ' +
  'friendship justice courage wisdom temperance duty freedom slavery judgement opinion ' +
  'passion tranquillity providence god gods city law custom habit practice philosopher ' +
  'student teacher master body wealth poverty exile illness grief consolation hope memory ' +
  'present future past moment choice will power control impression assent action purpose ' +
  'good evil indifferent honour shame praise blame character nobility truth falsehood ' +
  'knowledge ignorance learning study leisure work labour rest sleep waking dream world ' +
  'universe whole part order chaos change constancy endurance patience kindness cruelty ' +
  'mercy punishment error mistake correction example teaching letter dialogue question ' +
  'answer argument proof doubt belief faith understanding happiness misery contentment ' +
  'ambition glory luxury simplicity frugality generosity gratitude anxiety calm storm harbour ' +
  'journey road mountain sea river fire water earth air light darkness measure limit ' +
  'the of and to in that is not for with as by but what which who we our one all itself'
).split(' ');

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Ideas spread over the books in order (each book's ideas together, as an export writes them). */
function* generateIdeas(count: number): Generator<SnapshotIdea> {
  const random = seeded(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  /** Words up to about `length` characters (±20 %), as a sentence. */
  const text = (length: number) => {
    const target = length * (0.8 + random() * 0.4);
    let out = pick(WORDS);
    while (out.length < target) out += ` ${pick(WORDS)}`;
    return `${out[0]?.toUpperCase()}${out.slice(1)}.`;
  };
  const phrase = () => `${pick(WORDS)} ${pick(WORDS)}${random() < 0.5 ? ` ${pick(WORDS)}` : ''}`;
  const unitVector = () => {
    const values = new Array<number>(DIMENSION);
    let norm = 0;
    for (let i = 0; i < DIMENSION; i += 2) {
      // Box–Muller: two normal values from two uniform ones.
      const r = Math.sqrt(-2 * Math.log(1 - random()));
      const theta = 2 * Math.PI * random();
      values[i] = r * Math.cos(theta);
      values[i + 1] = r * Math.sin(theta);
    }
    for (const value of values) norm += value * value;
    norm = Math.sqrt(norm);
    return values.map((value) => Math.round((value / norm) * 1e6) / 1e6);
  };

  const books = COLLECTIONS * BOOKS_PER_COLLECTION;
  let produced = 0;
  for (let book = 0; book < books; book += 1) {
    const collection = Math.floor(book / BOOKS_PER_COLLECTION);
    const inBook = Math.floor(count / books) + (book < count % books ? 1 : 0);
    const title = `Book ${book % BOOKS_PER_COLLECTION} of thinker ${collection}`;
    for (let i = 0; i < inBook; i += 1) {
      produced += 1;
      yield {
        collection: `thinker-${collection}`,
        id: `t${collection}-${String(produced).padStart(7, '0')}`,
        statement: text(150),
        attributed_to: `Thinker ${collection}`,
        book_title: title,
        context: text(200),
        key_phrases: [phrase(), phrase(), phrase()],
        supporting_arguments: [text(150), text(150)],
        quotes: [
          `<blockquote><p>${text(120)}</p></blockquote><cite>${title}, ${pick(ROMAN)}.${1 + Math.floor(random() * 30)}</cite>`,
        ],
        character_perspectives: [],
        language: 'en',
        vector: unitVector(),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring a phase: its duration, this process's peak RSS, the heap, and the longest time the
// main thread did not get to run its sampler (a long synchronous statement in PGlite, say).

/** The process's RSS sampled from a worker thread: [0] the peak since the last reset, [1] samples. */
function startRssSampler() {
  const shared = new Float64Array(new SharedArrayBuffer(16));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const state = new Float64Array(workerData);
     setInterval(() => {
       const rss = process.memoryUsage.rss();
       if (rss > state[0]) state[0] = rss;
       state[1] += 1;
     }, ${SAMPLE_MS});`,
    { eval: true, workerData: shared.buffer },
  );
  worker.unref();
  return { shared, stop: () => worker.terminate() };
}

interface PhaseFigures {
  seconds: number;
  rssStart: number;
  rssPeak: number;
  heapStart: number;
  heapPeak: number;
  longestStallMs: number;
  samples: number;
}

function measure(sampler: ReturnType<typeof startRssSampler>) {
  const rssStart = process.memoryUsage.rss();
  const heapStart = process.memoryUsage().heapUsed;
  sampler.shared[0] = rssStart;
  sampler.shared[1] = 0;
  let heapPeak = heapStart;
  let last = performance.now();
  let longestStallMs = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, SAMPLE_MS);
  return (): PhaseFigures => {
    clearInterval(timer);
    const now = performance.now();
    return {
      seconds: (now - started) / 1000,
      rssStart,
      rssPeak: Math.max(sampler.shared[0] ?? 0, process.memoryUsage.rss()),
      heapStart,
      heapPeak: Math.max(heapPeak, process.memoryUsage().heapUsed),
      longestStallMs: Math.max(longestStallMs, now - last),
      samples: sampler.shared[1] ?? 0,
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Where the import's time goes: every statement it sends, timed by kind.

interface Kind {
  ms: number;
  count: number;
  firstStart: number;
  lastEnd: number;
}

function kindOf(sql: string): string {
  const text = sql.trimStart();
  if (text.startsWith('INSERT INTO checkpoint_staging')) return 'stage';
  if (text.startsWith('INSERT INTO checkpoint_jobs')) return 'create job';
  if (text.startsWith('SELECT collection, book_title, count(*)')) return 'staged books';
  if (text.startsWith('DELETE FROM ideas')) return 'book: delete';
  if (text.startsWith('INSERT INTO ideas')) return 'book: insert ideas';
  if (text.startsWith('INSERT INTO idea_vectors')) return 'book: insert vectors';
  if (text.startsWith('DELETE FROM checkpoint_staging')) return 'drop staging';
  if (text.startsWith('CREATE INDEX')) return 'vector index';
  if (text.startsWith('SET LOCAL maintenance_work_mem')) return 'vector index: memory';
  if (text.startsWith('INSERT INTO idea_collections')) return 'book: collection';
  if (text.startsWith('SELECT c.id, c.name') || text.startsWith('SELECT book_title, count(*)')) {
    return 'book lookups';
  }
  if (text.startsWith('UPDATE checkpoint_jobs SET current_step')) return 'progress';
  return 'bookkeeping';
}

/** Times statements by kind; tells on stderr when a kind first starts, for long runs. */
function createClock() {
  const kinds = new Map<string, Kind>();
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const record = (kind: string, start: number, end: number) => {
    const entry = kinds.get(kind) ?? { ms: 0, count: 0, firstStart: start, lastEnd: end };
    entry.ms += end - start;
    entry.count += 1;
    entry.lastEnd = end;
    kinds.set(kind, entry);
  };
  async function time<T>(kind: string, work: () => Promise<T>): Promise<T> {
    const start = now();
    if (!kinds.has(kind)) console.error(`  [import +${s(start)}] first ${kind}`);
    try {
      return await work();
    } finally {
      record(kind, start, now());
    }
  }
  return { kinds, time, record, now };
}

/**
 * `db` with every statement timed by `clock`, and every transaction as `transaction: ` and the
 * kind of its first statement; with `skipIndex`, the HNSW index statement answers at once
 * without running.
 */
function timedDatabase(
  db: Database,
  clock: ReturnType<typeof createClock>,
  skipIndex: boolean,
): Database {
  const wrap = (target: Queryable, seen?: (kind: string) => void): Queryable => ({
    query: <Row>(sql: string, params?: unknown[]) => {
      const kind = kindOf(sql);
      seen?.(kind);
      if (skipIndex && kind === 'vector index') {
        return clock.time('vector index (skipped)', () => Promise.resolve([] as Row[]));
      }
      return clock.time(kind, () => target.query<Row>(sql, params));
    },
    exec: (sql: string) => {
      const kind = kindOf(sql);
      seen?.(kind);
      return clock.time(kind, () => target.exec(sql));
    },
  });
  return {
    driver: db.driver,
    vectorSearch: db.vectorSearch,
    ...wrap(db),
    async transaction(work, options) {
      const start = clock.now();
      let first: string | null = null;
      try {
        return await db.transaction((tx) => work(wrap(tx, (kind) => (first ??= kind))), options);
      } finally {
        clock.record(`transaction: ${first ?? 'empty'}`, start, clock.now());
      }
    },
    close: () => db.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// The reference: the snapshot's rows as COPY text, into copies of `ideas` and `idea_vectors`.

const IDEA_COLUMNS =
  'id, collection_id, source_id, statement, attributed_to, book_title, context, key_phrases, ' +
  'supporting_arguments, quotes, character_perspectives, language';

/** A value in COPY's text format: backslash, tab and line ends escaped. */
const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );

/** A text[] literal, each item quoted. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The copies of the target tables, empty: `LIKE … INCLUDING ALL` brings the columns with their
 * defaults, the generated `search` column and every index; foreign keys are added as the real
 * tables have them. Answers what was checked, for the report.
 */
async function createCopyTables(db: Queryable): Promise<string> {
  await db.exec(`
    DROP TABLE IF EXISTS bench_idea_vectors;
    DROP TABLE IF EXISTS bench_ideas;
    CREATE TABLE bench_ideas (LIKE ideas INCLUDING ALL);
    ALTER TABLE bench_ideas ADD FOREIGN KEY (collection_id)
      REFERENCES idea_collections (id) ON DELETE CASCADE;
    CREATE TABLE bench_idea_vectors (LIKE idea_vectors INCLUDING ALL);
    ALTER TABLE bench_idea_vectors ADD FOREIGN KEY (idea_id)
      REFERENCES bench_ideas (id) ON DELETE CASCADE;`);
  const indexes = await db.query<{ tablename: string; count: number }>(
    `SELECT tablename, count(*)::int AS count FROM pg_indexes
      WHERE schemaname = current_schema()
        AND tablename IN ('ideas', 'bench_ideas', 'idea_vectors', 'bench_idea_vectors')
      GROUP BY tablename`,
  );
  const generated = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'search'
        AND is_generated = 'ALWAYS' AND table_name IN ('ideas', 'bench_ideas')`,
  );
  const count = (table: string) => indexes.find((row) => row.tablename === table)?.count ?? 0;
  if (generated.length !== 2 || count('bench_ideas') !== count('ideas')) {
    throw new Error('the COPY tables do not have the generated column and indexes of ideas');
  }
  return (
    `bench_ideas: generated search column, ${count('bench_ideas')} indexes ` +
    `(ideas: ${count('ideas')}); bench_idea_vectors: ${count('bench_idea_vectors')} ` +
    `(idea_vectors: ${count('idea_vectors')}); foreign keys added`
  );
}

/** The collections' ids, created when missing (outside the timed part). */
async function collectionIds(db: Queryable): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let c = 0; c < COLLECTIONS; c += 1) {
    const name = `thinker-${c}`;
    await db.query(
      `INSERT INTO idea_collections (name, author) VALUES ($1, $2)
       ON CONFLICT ((lower(name))) DO NOTHING`,
      [name, `Thinker ${c}`],
    );
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM idea_collections WHERE name = $1',
      [name],
    );
    ids.set(name, row?.id ?? 0);
  }
  return ids;
}

interface CopyChunk {
  ideas: string;
  vectors: string;
  count: number;
}

/** The snapshot, decompressed and turned into COPY text, `COPY_CHUNK` ideas at a time. */
async function* copyChunks(
  snapshotPath: string,
  collections: ReadonlyMap<string, number>,
  vectorType: 'vector' | 'array',
): AsyncGenerator<CopyChunk> {
  let ideas: string[] = [];
  let vectors: string[] = [];
  let id = 0;
  let pending = '';
  const row = (line: string) => {
    const idea = JSON.parse(line) as SnapshotIdea;
    id += 1;
    ideas.push(
      [
        id,
        collections.get(idea.collection),
        copyText(idea.id),
        copyText(idea.statement),
        copyText(idea.attributed_to),
        copyText(idea.book_title),
        copyText(idea.context),
        copyText(arrayLiteral(idea.key_phrases)),
        copyText(arrayLiteral(idea.supporting_arguments)),
        copyText(arrayLiteral(idea.quotes)),
        copyText(JSON.stringify(idea.character_perspectives)),
        copyText(idea.language ?? 'en'),
      ].join('\t'),
    );
    if (idea.vector) {
      const numbers = idea.vector.join(',');
      vectors.push(
        `${id}\t${MODEL_ID}\t${vectorType === 'vector' ? `[${numbers}]` : `{${numbers}}`}`,
      );
    }
  };
  const take = (): CopyChunk => {
    const chunk = {
      ideas: `${ideas.join('\n')}\n`,
      vectors: vectors.length > 0 ? `${vectors.join('\n')}\n` : '',
      count: ideas.length,
    };
    ideas = [];
    vectors = [];
    return chunk;
  };
  const gunzip = createReadStream(snapshotPath).pipe(createGunzip());
  for await (const data of gunzip as AsyncIterable<Buffer>) {
    pending += data.toString('utf8');
    let end = pending.indexOf('\n');
    let start = 0;
    while (end !== -1) {
      if (end > start) row(pending.slice(start, end));
      start = end + 1;
      if (ideas.length >= COPY_CHUNK) yield take();
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  if (pending.trim() !== '') row(pending);
  if (ideas.length > 0) yield take();
}

/** PGlite: each chunk through `COPY … FROM '/dev/blob'`, in one transaction; answers the time in COPY. */
async function copyIntoPglite(
  pglite: PGlite,
  snapshotPath: string,
  collections: ReadonlyMap<string, number>,
): Promise<{ ideasMs: number; vectorsMs: number }> {
  let ideasMs = 0;
  let vectorsMs = 0;
  await pglite.exec('BEGIN');
  for await (const chunk of copyChunks(snapshotPath, collections, 'vector')) {
    let started = performance.now();
    await pglite.query(`COPY bench_ideas (${IDEA_COLUMNS}) FROM '/dev/blob'`, [], {
      blob: new Blob([chunk.ideas]),
    });
    ideasMs += performance.now() - started;
    started = performance.now();
    if (chunk.vectors) {
      await pglite.query(
        `COPY bench_idea_vectors (idea_id, model_id, embedding) FROM '/dev/blob'`,
        [],
        { blob: new Blob([chunk.vectors]) },
      );
    }
    vectorsMs += performance.now() - started;
  }
  await pglite.exec('COMMIT');
  return { ideasMs, vectorsMs };
}

/** PostgreSQL: one psql session reading `\copy … FROM STDIN` and its rows from a pipe. */
async function copyThroughPsql(
  url: string,
  schema: string,
  snapshotPath: string,
  collections: ReadonlyMap<string, number>,
  vectorType: 'vector' | 'array',
): Promise<void> {
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url], {
    env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    psql.once('error', reject);
    psql.once('close', resolve);
  });
  const write = async (text: string) => {
    if (!psql.stdin.write(text)) await once(psql.stdin, 'drain');
  };
  await write('BEGIN;\n');
  for await (const chunk of copyChunks(snapshotPath, collections, vectorType)) {
    await write(`\\copy bench_ideas (${IDEA_COLUMNS}) FROM STDIN\n`);
    await write(chunk.ideas);
    await write('\\.\n');
    if (chunk.vectors) {
      await write('\\copy bench_idea_vectors (idea_id, model_id, embedding) FROM STDIN\n');
      await write(chunk.vectors);
      await write('\\.\n');
    }
  }
  await write('COMMIT;\n');
  psql.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`psql ended with code ${code}`);
}

/**
 * A second embedded database, made as the API makes its own (same extensions, same migrations),
 * through which the script can reach PGlite's COPY.
 */
async function openRawPglite(dataDir: string) {
  const pglite = await PGlite.create({ dataDir, extensions: { vector, unaccent, pg_trgm } });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS vector');
  const queryable: Queryable = {
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await pglite.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await pglite.exec(sql);
    },
  };
  const db: Database = {
    driver: 'pglite',
    vectorSearch: true,
    ...queryable,
    async transaction(work) {
      await pglite.exec('BEGIN');
      try {
        const result = await work(queryable);
        await pglite.exec('COMMIT');
        return result;
      } catch (error) {
        await pglite.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => pglite.close(),
  };
  await migrate(db);
  return { pglite, db };
}

// ---------------------------------------------------------------------------------------------

async function countRows(db: Queryable, ideas: string, vectors: string) {
  const [row] = await db.query<{ ideas: number; vectors: number }>(
    `SELECT (SELECT count(*) FROM ${ideas})::int AS ideas,
            (SELECT count(*) FROM ${vectors})::int AS vectors`,
  );
  return row ?? { ideas: 0, vectors: 0 };
}

async function main() {
  const { dir, schema } = await scratch('checkpoint', databaseUrl);
  const base = path.join(dir, 'bench');
  const sampler = startRssSampler();
  let db: Database | null = null;
  try {
    const written = performance.now();
    const collections = new Map(
      Array.from({ length: COLLECTIONS }, (_, c) => [`thinker-${c}`, `Thinker ${c}`]),
    );
    const { metadata, snapshotPath } = await writeCheckpoint(base, generateIdeas(IDEAS), {
      authors: collections,
      modelId: MODEL_ID,
    });
    const snapshotBytes = (await stat(snapshotPath)).size;
    console.log(
      `checkpoint: ${metadata.total_ideas} ideas, ${COLLECTIONS} collections × ${BOOKS_PER_COLLECTION} books, ` +
        `${DIMENSION}-dimension vectors; snapshot ${mb(snapshotBytes)} gzip, written in ${s(performance.now() - written)}`,
    );

    // The import, into an empty database, as the admin upload and the command line run it.
    const config = loadConfig({
      APP_ENV: 'test',
      DATA_DIR: dir,
      PGLITE_DATA_DIR: path.join(dir, 'pglite-import'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    });
    if (databaseUrl) await onServer(databaseUrl, `CREATE SCHEMA ${schema}`);
    db = await openDatabase(config, databaseUrl ? { schema } : {});
    const driver = db.driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
    console.log(
      `database: ${driver}; pgvector: ${db.vectorSearch ? 'yes' : 'no (real[] vectors)'}`,
    );
    const clock = createClock();
    const importDone = measure(sampler);
    const job = await importLocalCheckpoint(
      { db: timedDatabase(db, clock, skipIndex), config, embedder: null },
      base,
      { replace: false },
    );
    const imported = importDone();
    const importedRows = await countRows(db, 'ideas', 'idea_vectors');
    console.log(
      `import job: ${job.status}${job.error_message ? ` (${job.error_message})` : ''}; ` +
        `${importedRows.ideas} ideas, ${importedRows.vectors} vectors in the tables`,
    );

    // For scale, outside any phase: one SHA-256 pass over the snapshot, and one read of it as the
    // import reads it (gunzip, JSON, the idea schema).
    let passed = performance.now();
    await digestFile(snapshotPath);
    const digestMs = performance.now() - passed;
    passed = performance.now();
    for await (const line of readSnapshot(snapshotPath, config.checkpoints)) void line;
    const readMs = performance.now() - passed;

    // The reference: COPY of the same rows into copies of the tables.
    let copied: PhaseFigures;
    let copiedRows: { ideas: number; vectors: number };
    let tables: string;
    let copyStatements = '';
    if (databaseUrl) {
      tables = await createCopyTables(db);
      const ids = await collectionIds(db);
      const [column] = await db.query<{ type: string }>(
        `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = 'bench_idea_vectors'::regclass AND attname = 'embedding'`,
      );
      const copyDone = measure(sampler);
      await copyThroughPsql(
        databaseUrl,
        schema,
        snapshotPath,
        ids,
        column?.type === 'vector' ? 'vector' : 'array',
      );
      copied = copyDone();
      copiedRows = await countRows(db, 'bench_ideas', 'bench_idea_vectors');
    } else {
      await db.close();
      db = null;
      const raw = await openRawPglite(path.join(dir, 'pglite-copy'));
      try {
        tables = await createCopyTables(raw.db);
        const ids = await collectionIds(raw.db);
        const copyDone = measure(sampler);
        const { ideasMs, vectorsMs } = await copyIntoPglite(raw.pglite, snapshotPath, ids);
        copied = copyDone();
        copyStatements =
          `; COPY statements: ideas ${s(ideasMs)}, vectors ${s(vectorsMs)}, ` +
          `the rest (gunzip, JSON, COPY text) ${s(copied.seconds * 1000 - ideasMs - vectorsMs)}`;
        copiedRows = await countRows(raw.db, 'bench_ideas', 'bench_idea_vectors');
      } finally {
        await raw.db.close();
      }
    }
    console.log(`COPY into copies of the tables: ${tables}`);
    console.log(
      `COPY: ${copiedRows.ideas} ideas, ${copiedRows.vectors} vectors in the tables${copyStatements}`,
    );

    // The figures.
    const index = clock.kinds.get('vector index');
    const importIdeas = importedRows.ideas;
    const rate = (ideas: number, seconds: number) => (ideas / seconds).toFixed(0);
    const withoutIndex = imported.seconds - (index?.ms ?? 0) / 1000;
    const line = (name: string, ideas: number, seconds: number, figures: PhaseFigures | null) =>
      `| ${name.padEnd(34)} | ${String(ideas).padStart(7)} | ${seconds.toFixed(1).padStart(7)} | ` +
      `${rate(ideas, seconds).padStart(7)} | ${figures ? mb(figures.rssPeak).padStart(8) : '       –'} | ` +
      `${figures ? `+${mb(figures.rssPeak - figures.rssStart)}`.padStart(8) : '       –'} | ` +
      `${figures ? mb(figures.heapPeak).padStart(9) : '        –'} | ` +
      `${figures ? s(figures.longestStallMs).padStart(10) : '         –'} |`;
    console.log('');
    console.log(`${driver}, ${IDEAS} ideas, ${DIMENSION}-dimension vectors`);
    console.log('');
    console.log(
      '| phase                              |   ideas | seconds | ideas/s | peak RSS | RSS rise | peak heap | main stall |',
    );
    console.log(
      '| ---------------------------------- | ------- | ------- | ------- | -------- | -------- | --------- | ---------- |',
    );
    console.log(line('import (importLocalCheckpoint)', importIdeas, imported.seconds, imported));
    if (index) {
      console.log(line('import without the HNSW index build', importIdeas, withoutIndex, null));
    }
    console.log(line('COPY (reference)', copiedRows.ideas, copied.seconds, copied));
    console.log('');
    const ratio = (seconds: number) =>
      ((importIdeas / seconds / (copiedRows.ideas / copied.seconds)) * 100).toFixed(0);
    console.log(
      `import / COPY: ${ratio(imported.seconds)} % of COPY's ideas/s` +
        (index ? ` (${ratio(withoutIndex)} % without the HNSW index build)` : '') +
        ' — goal ≥ 50 %',
    );

    // Where the import's time goes.
    const k = (name: string): Kind =>
      clock.kinds.get(name) ?? { ms: 0, count: 0, firstStart: 0, lastEnd: 0 };
    const createJob = k('create job');
    const staged = k('staged books');
    const drop = k('drop staging');
    const stage = k('stage');
    const books = k('transaction: book: collection');
    const inBooks = ['book: delete', 'book: insert ideas', 'book: insert vectors'].map(k);
    const readingWall = staged.firstStart - createJob.lastEnd;
    const booksWall = drop.firstStart - staged.lastEnd;
    console.log('');
    console.log("where the import's time goes (wall time; statements timed as they were sent):");
    console.log(
      `  before the job (SHA-256 of the snapshot, metadata checks): ${s(createJob.firstStart)}`,
    );
    console.log(
      `  reading into staging: ${s(readingWall)} — ${stage.count} staging INSERTs ${s(stage.ms)}, ` +
        `the rest (gunzip, JSON.parse, the line checks, JSON.stringify of each batch) ${s(readingWall - stage.ms)}`,
    );
    console.log(
      `  books: ${s(booksWall)} — ${books.count} transactions ${s(books.ms)}: ` +
        `insert ideas ${s(inBooks[1]?.ms ?? 0)}, insert vectors ${s(inBooks[2]?.ms ?? 0)}, ` +
        `delete ${s(inBooks[0]?.ms ?? 0)}, the rest (collection, BEGIN/COMMIT) ` +
        `${s(books.ms - inBooks.reduce((sum, kind) => sum + kind.ms, 0))}`,
    );
    console.log(`  drop staging: ${s(drop.ms)}`);
    console.log(
      `  HNSW index (built past ${HNSW_THRESHOLD} vectors of a model): ` +
        (index
          ? s(index.ms)
          : clock.kinds.has('vector index (skipped)')
            ? 'skipped (BENCH_HNSW=skip)'
            : 'not built by this import'),
    );
    console.log(
      `  outside the transactions, per book: ${k('book lookups').count} lookups of the collection ` +
        `and its books ${s(k('book lookups').ms)}, progress ${k('progress').count}× ${s(k('progress').ms)}`,
    );
    console.log(`  other statements (jobs, heartbeats): ${s(k('bookkeeping').ms)}`);
    console.log(
      `  one pass over the snapshot: SHA-256 ${s(digestMs)}, reading and checking ${s(readMs)} ` +
        '(for scale)',
    );
    console.log(
      `  memory samples: import ${imported.samples}, COPY ${copied.samples} ` +
        `(RSS every ${SAMPLE_MS} ms from a worker thread); RSS at the start: import ${mb(imported.rssStart)}, COPY ${mb(copied.rssStart)}`,
    );
  } finally {
    await db?.close();
    if (databaseUrl) {
      await onServer(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(
        (error: unknown) => console.error(`could not drop schema ${schema}:`, error),
      );
    }
    await rm(dir, { recursive: true, force: true });
    await sampler.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
