// The persona chat's answers on the judged questions (api/eval/judged-questions.json, described in
// api/eval/README.md), as a learner gets them: the API with the embedded defaults (PGlite, the
// use-lite-en embedder, no language model) is seeded like a fresh install and listens on a port;
// every question is asked of its thinker's persona over HTTP, in its language, through the
// streaming route. Prints, by language:
// - a relevant passage shown (hit@3): the share of on-topic answers among whose sources (the ideas
//   it cites, at most 3) is one that answers the question; and recall@3 of the passages shown: of
//   a question's relevant ideas (at most 3 counted), the share among those sources, averaged (a
//   question with two ideas saying the same thing, which the answer never both cites, counts
//   half);
// - the share of answers whose opening sentence comes from a relevant idea;
// - near-duplicate passages within an answer (two sources sharing half their statement's words,
//   or whose vectors lie within 0.9);
// - counterpoint precision: of the counterpoints shown as differing, the share whose relation in
//   the content is `disagrees` or `qualifies`;
// - off-topic questions: answered with no source, with 2 or 3 questions offered that each find
//   sources when asked;
// - latency of the first words and of the whole answer (p50/p95), beside the retrieval alone of
//   the same question in the same process (the answer's floor).
//
// The same by language again without the questions that echo a question the content lists for
// one of their relevant ideas (sharing at least NEAR_DUPLICATE of their words): what a learner
// gets whose question the content's authors did not foresee.
//
// Then, by thinker and language, the share of on-topic answers showing a relevant passage among
// their (at most 3) sources, and whose opening comes from a relevant idea.
//
//   cd api && pnpm eval:answers [--verbose] [--json /tmp/answers.json]
import { DEFAULT_LANGUAGE, type ChatResponse } from '@lyceum/contracts';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { NEAR_DUPLICATE } from '../src/modules/chat/composer';
import { createRetriever } from '../src/modules/chat/retrieval';
import { contentWords } from '../src/modules/chat/retrieval-language';
import { cosine, jaccard } from '../src/modules/chat/retrieval-ranking';
import { createUseLiteEmbedder } from '../src/modules/vector-db/embedders/use-lite-embedder';
import { createVectorDbRepository } from '../src/modules/vector-db/vector-db-repository';
import { hashPassword } from '../src/modules/users/passwords';
import { createTokenService } from '../src/modules/users/tokens';
import { createUsersRepository } from '../src/modules/users/users-repository';
import { seed } from '../src/seed';
import { readJudgedQuestions } from './judged-questions';
import { scratch } from './bench-scratch';
import { readRelations, readThinkers } from './thinkers';

interface Outcome {
  id: string;
  language: string;
  collection: string;
  offTopic: boolean;
  shown: string[];
  recall: number;
  openingRelevant: boolean;
  nearDuplicates: number;
  counterpoints: Array<{ idea: string; about: string; stance: string; judged: string | null }>;
  suggestions: string[];
  suggestionsAnswered: number;
  firstWordsMs: number;
  wholeMs: number;
  retrievalMs: number;
}

/** Vectors at least this close make two passages near-duplicates. */
const NEAR_DUPLICATE_COSINE = 0.9;
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

/** Asks over HTTP, reading the stream: the whole answer, and when its first words came. */
async function ask(
  base: string,
  token: string,
  body: { character: string; message: string; language: string },
): Promise<{ answer: ChatResponse; firstWordsMs: number; wholeMs: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/persona/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  let text = '';
  let firstWordsMs = NaN;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (Number.isNaN(firstWordsMs) && text.includes('event: delta')) {
      firstWordsMs = performance.now() - started;
    }
  }
  const wholeMs = performance.now() - started;
  const done = text
    .split('\n\n')
    .find((block) => block.startsWith('event: done'))
    ?.split('\n')
    .find((line) => line.startsWith('data: '));
  if (!done) throw new Error(`no answer for ${body.message}`);
  return { answer: JSON.parse(done.slice(6)) as ChatResponse, firstWordsMs, wholeMs };
}

async function main() {
  const judged = readJudgedQuestions();
  const { dir } = await scratch('answers', undefined);
  const config = loadConfig({
    APP_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: dir,
    PGLITE_DATA_DIR: 'memory://',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  const db = await openDatabase(config);
  await seed(db, config, () => {});
  const embedder = createUseLiteEmbedder();
  const app = await buildApp(config, { db, embedder });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const retriever = createRetriever({ vectorDb, embedder });
  const ideas = await db.query<{ id: number; source_id: string; statement: string }>(
    'SELECT id::int AS id, source_id, statement FROM ideas',
  );
  const sourceOf = new Map(ideas.map((idea) => [idea.id, idea.source_id]));
  const vectors = await vectorDb.ideaVectors(
    embedder.modelId,
    ideas.map((idea) => idea.id),
  );
  const personas = await db.query<{ name: string; vector_database_key: string }>(
    'SELECT name, vector_database_key FROM personas',
  );
  const personaOf = new Map(personas.map((p) => [p.vector_database_key, p.name]));
  const relations = readRelations();
  const judgedStance = (a: string, b: string) =>
    relations.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a))?.stance ??
    null;

  // A learner per question: each stays far under the limit of answers a minute.
  const users = createUsersRepository(db);
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresMinutes);
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  let learners = 0;
  const learner = async () => {
    learners += 1;
    const user = await users.insert({
      username: `eval_learner_${learners}`,
      email: `eval.learner.${learners}@lyceum.test`,
      passwordHash,
      fullName: null,
      bio: null,
      role: 'standard',
      language: DEFAULT_LANGUAGE,
      verified: true,
    });
    return tokens.issue(user);
  };
  const collections = new Map(
    (await vectorDb.collections()).map((collection) => [collection.name, collection.id]),
  );

  const outcomes: Outcome[] = [];
  for (const question of judged) {
    const character = personaOf.get(question.collection);
    const collectionId = collections.get(question.collection);
    if (!character || collectionId === undefined) throw new Error(`no persona for ${question.id}`);
    const token = await learner();
    const body = { character, message: question.question, language: question.language };
    const { answer, firstWordsMs, wholeMs } = await ask(base, token, body);
    const retrievalStarted = performance.now();
    await retriever.retrieve(collectionId, question.question, {
      limit: 5,
      language: question.language,
    });
    const retrievalMs = performance.now() - retrievalStarted;

    const shownIds = answer.references.sources.map((source) => source.idea_id);
    const shown = shownIds.map((id) => sourceOf.get(id) ?? '?');
    const relevant = new Set(question.relevant);
    const counted = Math.min(relevant.size, 3);
    let nearDuplicates = 0;
    for (let i = 0; i < shownIds.length; i += 1) {
      for (let j = i + 1; j < shownIds.length; j += 1) {
        const [a, b] = [answer.references.sources[i]!, answer.references.sources[j]!];
        const [x, y] = [vectors.get(shownIds[i]!), vectors.get(shownIds[j]!)];
        const words = jaccard(contentWords(a.statement), contentWords(b.statement));
        if (words >= NEAR_DUPLICATE || (x && y && cosine(x, y) >= NEAR_DUPLICATE_COSINE)) {
          nearDuplicates += 1;
        }
      }
    }
    let suggestionsAnswered = 0;
    for (const suggestion of answer.suggestions) {
      const asked = await ask(base, token, { ...body, message: suggestion });
      if (asked.answer.references.sources.length > 0) suggestionsAnswered += 1;
    }
    outcomes.push({
      id: question.id,
      language: question.language,
      collection: question.collection,
      offTopic: relevant.size === 0,
      shown,
      recall: counted === 0 ? 0 : shown.filter((id) => relevant.has(id)).length / counted,
      openingRelevant: shown[0] !== undefined && relevant.has(shown[0]),
      nearDuplicates,
      counterpoints: answer.counterpoints.map((point) => {
        const idea = sourceOf.get(point.idea_id) ?? '?';
        const about = sourceOf.get(point.about) ?? '?';
        return { idea, about, stance: point.stance, judged: judgedStance(idea, about) };
      }),
      suggestions: answer.suggestions,
      suggestionsAnswered,
      firstWordsMs,
      wholeMs,
      retrievalMs,
    });
    if (verbose) {
      const last = outcomes.at(-1)!;
      console.log(
        `${question.id}: shown ${shown.join(', ') || '—'} (relevant ${question.relevant.join(', ') || '—'}) ` +
          `${Math.round(wholeMs)} ms`,
      );
      if (last.counterpoints.length > 0)
        console.log(`  counterpoints: ${JSON.stringify(last.counterpoints)}`);
    }
  }
  await app.close();
  rmSync(dir, { recursive: true, force: true });

  // The judged questions near one of the questions the content lists for their relevant ideas.
  const listed = new Map(
    readThinkers().flatMap((thinker) =>
      thinker.ideas.map((idea) => [
        idea.id,
        [
          ...(idea.questions ?? []),
          ...Object.values(idea.translations ?? {}).flatMap((text) => text.questions ?? []),
        ].map(contentWords),
      ]),
    ),
  );
  const echoing = new Set(
    judged.flatMap((question) => {
      const words = contentWords(question.question);
      const near = question.relevant.some((id) =>
        (listed.get(id) ?? []).some((other) => jaccard(words, other) >= NEAR_DUPLICATE),
      );
      return near ? [question.id] : [];
    }),
  );
  const groups: Array<[string, (o: Outcome) => boolean]> = [
    ['en', (o) => o.language === 'en'],
    ['fr', (o) => o.language === 'fr'],
    ['all', () => true],
    ...(['en', 'fr'] as const).map((language): [string, (o: Outcome) => boolean] => [
      `${language}, not echoing the content's questions`,
      (o) => o.language === language && !echoing.has(o.id),
    ]),
  ];
  const rows: string[][] = [];
  for (const [label, inGroup] of groups) {
    const of = outcomes.filter(inGroup);
    const onTopic = of.filter((o) => !o.offTopic);
    const offTopic = of.filter((o) => o.offTopic);
    const differing = of.flatMap((o) => o.counterpoints.filter((c) => c.stance !== 'agrees'));
    const precise = differing.filter((c) => c.judged === 'disagrees' || c.judged === 'qualifies');
    const offered = offTopic.filter(
      (o) =>
        o.shown.length === 0 &&
        o.suggestions.length >= 2 &&
        o.suggestionsAnswered === o.suggestions.length,
    );
    const answered = of.filter((o) => !Number.isNaN(o.firstWordsMs));
    rows.push([
      `${label} (${onTopic.length} + ${offTopic.length} off-topic)`,
      mean(onTopic.map((o) => (o.recall > 0 ? 1 : 0))).toFixed(2),
      mean(onTopic.map((o) => o.recall)).toFixed(2),
      mean(onTopic.map((o) => (o.openingRelevant ? 1 : 0))).toFixed(2),
      String(of.reduce((sum, o) => sum + o.nearDuplicates, 0)),
      differing.length === 0
        ? '—'
        : `${(precise.length / differing.length).toFixed(2)} (${differing.length})`,
      `${offered.length} of ${offTopic.length}`,
      `${quantile(
        answered.map((o) => o.firstWordsMs),
        0.5,
      ).toFixed(0)} / ${quantile(
        answered.map((o) => o.firstWordsMs),
        0.95,
      ).toFixed(0)} ms`,
      `${quantile(
        of.map((o) => o.wholeMs),
        0.5,
      ).toFixed(0)} / ${quantile(
        of.map((o) => o.wholeMs),
        0.95,
      ).toFixed(0)} ms`,
      `${quantile(
        of.map((o) => o.retrievalMs),
        0.5,
      ).toFixed(0)} / ${quantile(
        of.map((o) => o.retrievalMs),
        0.95,
      ).toFixed(0)} ms`,
    ]);
  }
  const header = [
    'questions',
    'relevant shown (hit@3)',
    'recall@3 shown',
    'opening relevant',
    'near-duplicates',
    'counterpoint precision (shown)',
    'off-topic: offers that answer',
    'first words p50/p95',
    'whole answer p50/p95',
    'retrieval alone p50/p95',
  ];
  const table = [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
  console.log(table.join('\n'));

  // By thinker: a relevant passage shown (any of the sources), and a relevant opening.
  const thinkers = [...new Set(outcomes.map((o) => o.collection))].sort();
  const share = (of: Outcome[], test: (o: Outcome) => boolean) =>
    of.length === 0 ? '—' : `${(of.filter(test).length / of.length).toFixed(2)} (${of.length})`;
  const byThinker = [
    [
      'thinker',
      'en: relevant shown',
      'en: opening relevant',
      'fr: relevant shown',
      'fr: opening relevant',
    ],
    ['---', '---', '---', '---', '---'],
    ...thinkers.map((collection) => {
      const of = (language: string) =>
        outcomes.filter(
          (o) => o.collection === collection && o.language === language && !o.offTopic,
        );
      const shownRelevant = (o: Outcome) => o.recall > 0;
      return [
        collection,
        share(of('en'), shownRelevant),
        share(of('en'), (o) => o.openingRelevant),
        share(of('fr'), shownRelevant),
        share(of('fr'), (o) => o.openingRelevant),
      ];
    }),
  ];
  console.log('');
  console.log(byThinker.map((row) => `| ${row.join(' | ')} |`).join('\n'));
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(outcomes, null, 2)}\n`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
