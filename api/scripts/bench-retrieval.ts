// The chat retrieval's benchmark: 100,000 ideas made from the demo ideas (each a demo idea with a
// fifth of its words swapped for others of the demo's, a tenth of them French), the English ones
// with 512-number vectors, first spread over 20 collections of 5,000, then moved into a single
// collection of 100,000. Each case asks at least 200 questions (the judged questions of api/eval,
// then questions made from the demo's key phrases, English and French) after a warm-up, and
// reports retrieve()'s p50/p95/p99 in ms, where the time goes by statement, and how much memory
// rose. Goal: p95 ≤ 30 ms.
//
//   cd api && pnpm bench:retrieval                  # embedded PGlite: words and vectors
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:retrieval   # words only
//
// BENCH_IDEAS (default 100000) and BENCH_QUESTIONS (default 200) change the sizes; BENCH_EXPLAIN=1
// prints the plans (EXPLAIN ANALYZE) of one question's statements in each case. The questions are
// embedded by the hashing embedder (512 dimensions) in whose space the ideas' vectors are made,
// so a question's vector costs microseconds: the embedded model (use-lite-en) adds its own
// 15–50 ms a question. Without pgvector (the PostgreSQL here) no vectors are stored and retrieval
// is by words alone. PGlite works in a temporary folder, PostgreSQL in a schema of its own; both
// are removed at the end. Memory: this process's RSS and heap, sampled every 20 ms.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Queryable } from '../src/db';
import { createRetriever } from '../src/modules/chat/retrieval';
import {
  createHashingEmbedder,
  ideaEmbeddingText,
  type Embedder,
} from '../src/modules/vector-db/embeddings';
import {
  createVectorDbRepository,
  type IdeaInput,
} from '../src/modules/vector-db/vector-db-repository';
import { onServer, scratch, seeded } from './bench-scratch';

const IDEAS = Number(process.env.BENCH_IDEAS ?? 100_000);
const QUESTIONS = Math.max(200, Number(process.env.BENCH_QUESTIONS ?? 200));
const COLLECTIONS = 20;
const FRENCH_SHARE = 0.1;
const DIMENSION = 512;
const WARM_UP = 20;
const LIMIT = 5;
const INSERT_BATCH = 1_000;
const VECTOR_BATCH = 500;
const SAMPLE_MS = 20;
const explain = process.env.BENCH_EXPLAIN === '1';
const databaseUrl = process.env.DATABASE_URL;
const CONTENT = path.resolve(__dirname, '../content/thinkers');
const JUDGED = path.resolve(__dirname, '../eval/judged-questions.json');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const random = seeded(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;

// ---------------------------------------------------------------------------------------------
// Ideas like the demo's: each made from a demo idea of its language, a fifth of its longer words
// swapped for others of the demo's vocabulary, with a supporting argument and a key phrase of
// another demo idea. Words are then about as frequent among the ideas as among the demo's
// ("good" in 28 % of them, "death" in 15 %), which decides how many ideas a search meets.

interface DemoIdea {
  statement: string;
  context: string;
  key_phrases: string[];
  supporting_arguments: string[];
  quotes: string[];
  language: string;
}

function demoIdeas(): DemoIdea[] {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) =>
        (JSON.parse(readFileSync(path.join(CONTENT, name), 'utf8')) as { ideas: DemoIdea[] }).ideas,
    );
}

function generator() {
  const demo = demoIdeas();
  const byLanguage = (language: string) => {
    const ideas = demo.filter((idea) => idea.language === language);
    const vocabulary = [
      ...new Set(ideas.flatMap((idea) => `${idea.statement} ${idea.context}`.split(/\s+/))),
    ].filter((word) => word.length > 3);
    const mutate = (text: string) =>
      text
        .split(' ')
        .map((word) => (word.length > 3 && random() < 0.2 ? pick(vocabulary) : word))
        .join(' ');
    return { ideas, mutate };
  };
  const languages = { en: byLanguage('en'), fr: byLanguage('fr') };
  return {
    phrases: {
      en: languages.en.ideas.flatMap((idea) => idea.key_phrases),
      fr: languages.fr.ideas.flatMap((idea) => idea.key_phrases),
    },
    idea(index: number): IdeaInput {
      const language = random() < FRENCH_SHARE ? 'fr' : 'en';
      const { ideas, mutate } = languages[language];
      const base = pick(ideas);
      const other = pick(ideas);
      const book = `Book ${index % 40}`;
      return {
        source_id: `bench-${String(index).padStart(6, '0')}`,
        statement: mutate(base.statement),
        attributed_to: 'Bench thinker',
        book_title: book,
        context: mutate(base.context),
        key_phrases: [...base.key_phrases.slice(0, 3), pick(other.key_phrases)],
        supporting_arguments: [
          mutate(pick(base.supporting_arguments)),
          mutate(pick(other.supporting_arguments)),
        ],
        quotes: base.quotes.slice(0, 1),
        character_perspectives: [],
        language,
      };
    },
  };
}

/** The judged questions first, then questions on the demo's key phrases, in both languages. */
function questions(phrases: { en: string[]; fr: string[] }, count: number): string[] {
  const judged = (JSON.parse(readFileSync(JUDGED, 'utf8')) as Array<{ question: string }>).map(
    (judgedQuestion) => judgedQuestion.question,
  );
  const english = [
    (a: string) => `What does he say about ${a}?`,
    (a: string, b: string) => `How can I deal with ${a} and ${b}?`,
    (a: string) => `${a}?`,
    (a: string, b: string) => `Is ${a} more important than ${b}?`,
  ];
  const french = [
    (a: string) => `Que dit-il de ${a} ?`,
    (a: string, b: string) => `Comment concilier ${a} et ${b} ?`,
  ];
  const made: string[] = [];
  while (judged.length + made.length < count) {
    const fr = random() < 0.25;
    const list = fr ? phrases.fr : phrases.en;
    made.push(pick(fr ? french : english)(pick(list), pick(list)));
  }
  return [...judged, ...made].slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Statements timed by kind (and kept, to be explained), memory sampled.

interface Sent {
  sql: string;
  params: unknown[];
  kind: string;
}

function kindOf(sql: string, params: readonly unknown[]) {
  if (sql.includes('ts_rank_cd')) return `words (${String(params[2])})`;
  if (sql.includes('AS similarity')) return 'vectors';
  if (sql.includes('FROM idea_vectors WHERE model_id')) return "candidates' vectors";
  return 'other';
}

/** The database, each statement timed from call to answer (a PGlite queue wait included). */
function timedDatabase(db: Database) {
  const times = new Map<string, number[]>();
  let recording: Sent[] | null = null;
  const queryable: Queryable = {
    async query<Row>(sql: string, params: unknown[] = []) {
      const kind = kindOf(sql, params);
      recording?.push({ sql, params, kind });
      const started = performance.now();
      try {
        return await db.query<Row>(sql, params);
      } finally {
        const list = times.get(kind) ?? [];
        list.push(performance.now() - started);
        times.set(kind, list);
      }
    },
    exec: (sql) => db.exec(sql),
  };
  return {
    queryable,
    times,
    record: () => {
      recording = [];
      return () => {
        const sent = recording ?? [];
        recording = null;
        return sent;
      };
    },
  };
}

function memorySampler() {
  let rssPeak = 0;
  let heapPeak = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  };
  return () => {
    global.gc?.();
    const start = process.memoryUsage();
    rssPeak = start.rss;
    heapPeak = start.heapUsed;
    const timer = setInterval(sample, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      sample();
      return { rssStart: start.rss, rssPeak, heapStart: start.heapUsed, heapPeak };
    };
  };
}

// ---------------------------------------------------------------------------------------------

async function load(db: Database, embedder: Embedder, collectionIds: number[]) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const make = generator();
  const perCollection = Math.ceil(IDEAS / COLLECTIONS);
  let started = performance.now();
  for (const [c, collection] of collectionIds.entries()) {
    for (let offset = 0; offset < perCollection; offset += INSERT_BATCH) {
      const first = c * perCollection + offset;
      const count = Math.min(INSERT_BATCH, perCollection - offset, IDEAS - first);
      if (count <= 0) break;
      await vectorDb.insertIdeas(
        collection,
        Array.from({ length: count }, (_, i) => make.idea(first + i)),
      );
    }
  }
  console.log(`  ${IDEAS} ideas inserted in ${s(performance.now() - started)}`);
  if (db.vectorSearch) {
    started = performance.now();
    let saved = 0;
    for (const collection of collectionIds) {
      for (;;) {
        const ideas = await vectorDb.ideasWithoutVector(
          collection,
          embedder.modelId,
          ['en'],
          VECTOR_BATCH,
        );
        if (ideas.length === 0) break;
        const vectors = await embedder.embed(ideas.map(ideaEmbeddingText));
        await vectorDb.saveVectors(
          embedder.modelId,
          ideas.map((idea, i) => ({
            ideaId: idea.id,
            vector: (vectors[i] ?? []).map((value) => Math.round(value * 1e6) / 1e6),
          })),
        );
        saved += ideas.length;
      }
    }
    console.log(
      `  ${saved} vectors of ${DIMENSION} numbers saved in ${s(performance.now() - started)}`,
    );
  }
  await db.exec('VACUUM ANALYZE');
  return make.phrases;
}

interface CaseResult {
  name: string;
  times: number[];
  found: number[];
  hybrid: number;
  queries: number[];
  memory: ReturnType<ReturnType<ReturnType<typeof memorySampler>>>;
  statements: Map<string, number[]>;
}

async function runCase(
  name: string,
  db: Database,
  embedder: Embedder,
  collectionIds: number[],
  asked: string[],
  warmUp: string[],
  sampler: ReturnType<typeof memorySampler>,
): Promise<CaseResult> {
  const timed = timedDatabase(db);
  const vectorDb = createVectorDbRepository(timed.queryable, { vectors: db.vectorSearch });
  const retriever = createRetriever({ vectorDb, embedder });
  const collectionOf = (index: number) => collectionIds[index % collectionIds.length] ?? 0;
  for (const [index, question] of warmUp.entries()) {
    await retriever.retrieve(collectionOf(index), question, { limit: LIMIT });
  }
  if (explain) {
    const stop = timed.record();
    await retriever.retrieve(collectionOf(0), asked[0] ?? '', { limit: LIMIT });
    for (const { sql, params, kind } of stop()) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
        params,
      );
      console.log(`\n  plan of "${kind}" (${name}):`);
      for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
  timed.times.clear();
  const result: Omit<CaseResult, 'memory'> = {
    name,
    times: [],
    found: [],
    hybrid: 0,
    queries: [],
    statements: timed.times,
  };
  const done = sampler();
  for (const [index, question] of asked.entries()) {
    const started = performance.now();
    const retrieval = await retriever.retrieve(collectionOf(index), question, { limit: LIMIT });
    result.times.push(performance.now() - started);
    result.found.push(retrieval.ideas.length);
    result.queries.push(retrieval.totalQueries);
    if (retrieval.selectionMethod === 'hybrid') result.hybrid += 1;
  }
  return { ...result, memory: done() };
}

function report(driver: string, withVectors: boolean, results: CaseResult[]) {
  const f1 = (value: number) => value.toFixed(1);
  console.log('');
  const vectors = withVectors ? `${DIMENSION}-dimension vectors` : 'no vectors (words only)';
  console.log(`${driver}, ${IDEAS} ideas, ${vectors}, ${LIMIT} ideas asked a question`);
  console.log('');
  console.log(
    '| case                  | questions | p50 ms | p95 ms | p99 ms | max ms | ideas found (mean) | hybrid | RSS rise (peak) | heap rise (peak) |',
  );
  console.log(
    '| --------------------- | --------- | ------ | ------ | ------ | ------ | ------------------ | ------ | --------------- | ---------------- |',
  );
  for (const r of results) {
    const sorted = [...r.times].sort((a, b) => a - b);
    const mean = r.found.reduce((sum, value) => sum + value, 0) / r.found.length;
    const rss = `+${mb(r.memory.rssPeak - r.memory.rssStart)} (${mb(r.memory.rssPeak)})`;
    const heap = `+${mb(r.memory.heapPeak - r.memory.heapStart)} (${mb(r.memory.heapPeak)})`;
    console.log(
      `| ${r.name.padEnd(21)} | ${String(r.times.length).padStart(9)} | ${f1(percentile(sorted, 50)).padStart(6)} | ` +
        `${f1(percentile(sorted, 95)).padStart(6)} | ${f1(percentile(sorted, 99)).padStart(6)} | ` +
        `${f1(sorted.at(-1) ?? 0).padStart(6)} | ${mean.toFixed(1).padStart(18)} | ` +
        `${String(r.hybrid).padStart(6)} | ${rss.padStart(15)} | ${heap.padStart(16)} |`,
    );
  }
  console.log('');
  console.log('statements, from call to answer (on PGlite one runs at a time, the wait included):');
  for (const r of results) {
    const parts = [...r.statements].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `${kind} p50 ${f1(percentile(sorted, 50))} / p95 ${f1(percentile(sorted, 95))} ms (${list.length})`;
    });
    console.log(`  ${r.name}: ${parts.join('; ')}`);
  }
}

async function main() {
  const { dir, schema } = await scratch('retrieval', databaseUrl);
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dir,
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    DATABASE_URL: databaseUrl,
    // Loading 100,000 ideas takes long statements; the questions' are milliseconds.
    DB_STATEMENT_TIMEOUT_MS: '600000',
    LOG_LEVEL: 'warn',
  });
  if (databaseUrl) await onServer(databaseUrl, `CREATE SCHEMA ${schema}`);
  let db: Database | null = null;
  try {
    db = await openDatabase(config, databaseUrl ? { schema } : {});
    const driver = db.driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
    console.log(`database: ${driver}; pgvector: ${db.vectorSearch ? 'yes' : 'no (words only)'}`);
    const embedder = createHashingEmbedder(DIMENSION);
    const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
    const spread: number[] = [];
    for (let c = 0; c < COLLECTIONS; c += 1) {
      spread.push(await vectorDb.ensureCollection(`bench-${c}`, `Bench thinker ${c}`));
    }
    const phrases = await load(db, embedder, spread);
    const all = questions(phrases, QUESTIONS + WARM_UP);
    const warmUp = all.slice(QUESTIONS);
    const asked = all.slice(0, QUESTIONS);
    const sampler = memorySampler();
    const results: CaseResult[] = [];
    const perCollection = Math.ceil(IDEAS / COLLECTIONS);
    results.push(
      await runCase(
        `${COLLECTIONS} × ${perCollection}`,
        db,
        embedder,
        spread,
        asked,
        warmUp,
        sampler,
      ),
    );

    // The same ideas in one collection.
    const moved = performance.now();
    const single = await vectorDb.ensureCollection('bench-all', 'Bench thinker');
    await db.query('UPDATE ideas SET collection_id = $1', [single]);
    await db.exec('VACUUM ANALYZE');
    console.log(`  moved into one collection in ${s(performance.now() - moved)}`);
    results.push(await runCase(`1 × ${IDEAS}`, db, embedder, [single], asked, warmUp, sampler));
    report(driver, db.vectorSearch, results);
  } finally {
    await db?.close();
    if (databaseUrl) {
      await onServer(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(
        (error: unknown) => console.error(`could not drop schema ${schema}:`, error),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
