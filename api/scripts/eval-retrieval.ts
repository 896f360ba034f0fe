// Retrieval's quality on the judged questions (api/eval/judged-questions.json, described in
// api/eval/README.md): the demo checkpoint is imported into a fresh database with its use-lite-en
// vectors, as the seed does, and every question is asked of its collection in three modes (words
// alone, vectors alone, both fused), five ideas at most, as the chat asks. Prints recall@5 and MRR
// per language and mode (French also split by the language of the ideas answering it), how many off-topic questions found nothing, and the time per question.
//
//   cd api && pnpm eval:retrieval                         # embedded PGlite, with pgvector
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm eval:retrieval   # words only here
//   pnpm eval:retrieval --json /tmp/retrieval.json --verbose
//
// `--json <file>` writes every question's result; `--verbose` prints them. PostgreSQL works in a
// schema of its own, dropped at the end.
import { CHAT_SOURCES_MAX } from '@lyceum/contracts';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db';
import { createRetriever, type RetrievalMode } from '../src/modules/chat/retrieval';
import { createUseLiteEmbedder } from '../src/modules/vector-db/embedders/use-lite-embedder';
import type { Embedder } from '../src/modules/vector-db/embeddings';
import { createVectorDbRepository } from '../src/modules/vector-db/vector-db-repository';
import { importLocalCheckpoint } from '../src/modules/vector-db/local-checkpoint';
import { readDemoPersonas } from '../src/modules/personas/demo-personas';
import { DEMO_CHECKPOINT, DEMO_PERSONAS } from '../src/seed';
import { readJudgedQuestions } from './judged-questions';

interface Outcome {
  id: string;
  mode: RetrievalMode;
  language: string;
  /**
   * The question's language, and its relevant ideas' when they differ: `fr→en` for a French
   * question answered by English ideas.
   */
  group: string;
  offTopic: boolean;
  found: string[];
  recall: number;
  reciprocalRank: number;
  selectionMethod: string;
  ms: number;
  /** Of which embedding the question. */
  embedMs: number;
}

const MODES: RetrievalMode[] = ['lexical', 'vector', 'fused'];
/** The rows of the table: by the question's language, then French split by its ideas' language. */
const GROUPS = ['en', 'fr', 'fr→fr', 'fr→en', 'all'];
const databaseUrl = process.env.DATABASE_URL;
const args = process.argv.slice(2);
const jsonPath = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const verbose = args.includes('--verbose');

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function onServer(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** Recall of the first `CHAT_SOURCES_MAX` found, and the reciprocal rank of the first relevant. */
function score(found: string[], relevant: string[]) {
  const wanted = new Set(relevant);
  const first = found.findIndex((id) => wanted.has(id));
  return {
    recall: wanted.size === 0 ? 0 : found.filter((id) => wanted.has(id)).length / wanted.size,
    reciprocalRank: first === -1 ? 0 : 1 / (first + 1),
  };
}

function report(outcomes: Outcome[], database: string) {
  const f2 = (value: number) => value.toFixed(2).padStart(8);
  console.log('');
  console.log(`${database}; ${CHAT_SOURCES_MAX} ideas at most per question`);
  console.log('');
  console.log(
    '| mode    | language | questions | recall@5 |      MRR | answered | ideas returned |',
  );
  console.log(
    '| ------- | -------- | --------- | -------- | -------- | -------- | -------------- |',
  );
  for (const mode of MODES) {
    for (const language of GROUPS) {
      const rows = outcomes.filter(
        (o) =>
          o.mode === mode &&
          !o.offTopic &&
          (language === 'all' || o.language === language || o.group === language),
      );
      const answered = rows.filter((o) => o.reciprocalRank > 0).length;
      console.log(
        `| ${mode.padEnd(7)} | ${language.padEnd(8)} | ${String(rows.length).padStart(9)} | ` +
          `${f2(mean(rows.map((o) => o.recall)))} | ${f2(mean(rows.map((o) => o.reciprocalRank)))} | ` +
          `${`${answered}/${rows.length}`.padStart(8)} | ${mean(rows.map((o) => o.found.length))
            .toFixed(1)
            .padStart(14)} |`,
      );
    }
  }
  console.log('');
  console.log(
    'answered: questions with a relevant idea among those returned; fr→fr: French questions ' +
      'answered by French ideas (Montaigne), fr→en: French questions answered by English ideas',
  );
  console.log('');
  console.log(
    '| mode    | language | off-topic questions | returned nothing | ideas returned (all) |',
  );
  console.log(
    '| ------- | -------- | ------------------- | ---------------- | -------------------- |',
  );
  for (const mode of MODES) {
    for (const language of ['en', 'fr', 'all']) {
      const rows = outcomes.filter(
        (o) => o.mode === mode && o.offTopic && (language === 'all' || o.language === language),
      );
      const empty = rows.filter((o) => o.found.length === 0).length;
      const returned = rows.reduce((sum, o) => sum + o.found.length, 0);
      console.log(
        `| ${mode.padEnd(7)} | ${language.padEnd(8)} | ${String(rows.length).padStart(19)} | ` +
          `${String(empty).padStart(16)} | ${String(returned).padStart(20)} |`,
      );
    }
  }
  console.log('');
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  for (const mode of MODES) {
    const rows = outcomes.filter((o) => o.mode === mode);
    const times = sorted(rows.map((o) => o.ms));
    const embedded = sorted(rows.filter((o) => o.embedMs > 0).map((o) => o.embedMs));
    const hybrid = rows.filter((o) => o.selectionMethod === 'hybrid').length;
    console.log(
      `${mode}: retrieve() p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms` +
        (embedded.length > 0
          ? ` (the model embedding the question: p50 ${percentile(embedded, 50).toFixed(1)} ms, p95 ${percentile(embedded, 95).toFixed(1)} ms)`
          : '') +
        `; ${hybrid} of ${rows.length} questions hybrid`,
    );
  }
}

async function main() {
  const questions = readJudgedQuestions();
  // The thinker's own names are left out of the word searches, as the chat leaves them out.
  const names = new Map(
    (await readDemoPersonas(DEMO_PERSONAS)).map((persona) => [
      persona.vector_database_key,
      [
        persona.name,
        ...Object.values(persona.translations ?? {}).flatMap((texts) =>
          texts.name ? [texts.name] : [],
        ),
      ],
    ]),
  );
  const schema = `script_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: '/tmp/lyceum-eval-retrieval',
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  });
  if (databaseUrl) await onServer(databaseUrl, `CREATE SCHEMA ${schema}`);
  let db: Database | null = null;
  try {
    db = await openDatabase(config, databaseUrl ? { schema } : {});
    const embedder = createUseLiteEmbedder();
    const job = await importLocalCheckpoint({ db, config, embedder }, DEMO_CHECKPOINT, {
      replace: false,
    });
    if (job.status !== 'completed') throw new Error(`demo import: ${job.error_message ?? ''}`);
    const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
    const collections = new Map(
      (await vectorDb.collections()).map((collection) => [collection.name, collection.id]),
    );
    const ideaLanguages = new Map(
      (
        await db.query<{ source_id: string; language: string }>(
          'SELECT source_id, language FROM ideas',
        )
      ).map((row) => [row.source_id, row.language]),
    );
    const sourceIds = new Set(ideaLanguages.keys());
    for (const judged of questions) {
      const unknown = judged.relevant.filter((id) => !sourceIds.has(id));
      if (!collections.has(judged.collection) || unknown.length > 0) {
        throw new Error(`${judged.id}: unknown collection or ideas ${unknown.join(', ')}`);
      }
    }
    const outcomes: Outcome[] = [];
    for (const mode of MODES) {
      // A retriever per mode, so that no question's vector is remembered from another mode; the
      // warm-up loads the model and runs the statements once.
      // The embedder, timed: how much of a question's time is the model's.
      let embedMs = 0;
      const timedEmbedder: Embedder = {
        ...embedder,
        async embed(texts, signal) {
          const started = performance.now();
          try {
            return await embedder.embed(texts, signal);
          } finally {
            embedMs += performance.now() - started;
          }
        },
      };
      const retriever = createRetriever({ vectorDb, embedder: timedEmbedder });
      await retriever.retrieve(collections.get('seneca') ?? 0, 'warming up the model', {
        limit: CHAT_SOURCES_MAX,
        mode,
      });
      for (const judged of questions) {
        embedMs = 0;
        const started = performance.now();
        const retrieval = await retriever.retrieve(
          collections.get(judged.collection) ?? 0,
          judged.question,
          { limit: CHAT_SOURCES_MAX, mode, unsaid: names.get(judged.collection) ?? [] },
        );
        const ms = performance.now() - started;
        const found = retrieval.ideas.map((idea) => idea.source_id);
        const answeredIn = ideaLanguages.get(judged.relevant[0] ?? '') ?? judged.language;
        outcomes.push({
          id: judged.id,
          mode,
          language: judged.language,
          group: `${judged.language}→${answeredIn}`,
          offTopic: judged.relevant.length === 0,
          found,
          ...score(found, judged.relevant),
          selectionMethod: retrieval.selectionMethod,
          ms,
          embedMs,
        });
        if (verbose) {
          const wanted = new Set(judged.relevant);
          const shown = found.map((id) => (wanted.has(id) ? `*${id}` : id)).join(' ');
          console.log(`${mode.padEnd(7)} ${judged.id.padEnd(10)} ${judged.question}\n    ${shown}`);
        }
      }
    }
    const driver = db.driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
    report(
      outcomes,
      `${driver}, pgvector: ${db.vectorSearch ? 'yes' : 'no'}; ${questions.length} judged questions`,
    );
    if (jsonPath) {
      writeFileSync(jsonPath, `${JSON.stringify(outcomes, null, 2)}\n`);
      console.log(`\nevery result: ${jsonPath}`);
    }
  } finally {
    await db?.close();
    if (databaseUrl) await onServer(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
