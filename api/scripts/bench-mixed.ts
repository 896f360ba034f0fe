// Learners' traffic at a fixed arrival rate (an open model: calls arrive on schedule whether or
// not the server keeps up, and each latency counts from when its call was due). The API runs
// with production settings in a child process, on the demo content (`seed`: the demo accounts,
// idea collections and personas) and a set of learners, each with 50 cards of their own. Each
// call is, in turn over the learners, one of:
// - `list`: the library's first page (`GET /api/flashcards`), 40 % of calls;
// - `session`: a new challenge (`GET /api/flashcards/challenge_session`), 15 %;
// - `answer`: a challenge answer checked (`POST /api/flashcards/challenge`), 30 %;
// - `chat`: a question to a demo persona, answered by the extractive composer
//   (`POST /api/persona/chat`), 15 %.
// Every failure counts, a 429 included: the learners are enough for none of them to reach a
// limit at the chosen rate (the per-learner rates are printed beside the limits). Each learner
// calls from an address of their own, as clients behind the proxy do (`TRUST_PROXY=loopback`,
// `X-Forwarded-For`).
//
//   cd api && pnpm bench:mixed                       # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:mixed
//
// BENCH_RATE (calls a second, default 40), BENCH_SECONDS (default 60), BENCH_LEARNERS (default
// 100). Without an embeddings endpoint retrieval is by words (EMBEDDINGS_PROVIDER=none), as on a
// server without pgvector. The PostgreSQL run works in a schema of its own, dropped at the end.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { DEFAULT_LANGUAGE } from '@lyceum/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { CHAT_ANSWERS_PER_MINUTE } from '../src/modules/chat/chat-service';
import { hashPassword } from '../src/modules/users/passwords';
import { createUsersRepository } from '../src/modules/users/users-repository';
import { createTokenService } from '../src/modules/users/tokens';
import { seed } from '../src/seed';
import { onServer, scratch, seeded } from './bench-scratch';
import {
  benchEntry,
  openLoop,
  recorder,
  report,
  startServerProcess,
  type Outcome,
  type Result,
} from './load';

const rate = Number(process.env.BENCH_RATE ?? 40);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const learners = Number(process.env.BENCH_LEARNERS ?? 100);
const CARDS = 50;
/** The production limit on every route, per client address and minute (RATE_LIMIT_MAX). */
const ROUTE_LIMIT_PER_MINUTE = 600;
const KINDS = [
  { kind: 'list', share: 0.4 },
  { kind: 'session', share: 0.15 },
  { kind: 'answer', share: 0.3 },
  { kind: 'chat', share: 0.15 },
] as const;
type Kind = (typeof KINDS)[number]['kind'];
const QUESTIONS = [
  'What is virtue?',
  'How should I face death?',
  'What makes a life good?',
  'How do I deal with anger?',
  'Comment vivre avec la peur ?',
  'Is pleasure the aim of life?',
];

interface Learner {
  token: string;
  cardIds: number[];
}
interface Ready {
  port: number;
  learners: Learner[];
  personas: string[];
}

/** The API with production settings, seeded; sends its port, learners and personas. */
async function apiServer(): Promise<Ready> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA;
  const config = loadConfig({
    APP_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: process.env.BENCH_DATA_DIR,
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: 'loopback',
    EMBEDDINGS_PROVIDER: 'none',
  });
  const db = await openDatabase(config, schema ? { schema } : {});
  await seed(db, config, () => {});
  const app = await buildApp(config, { db });
  const users = createUsersRepository(db);
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresMinutes);
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const set: Learner[] = [];
  for (let i = 0; i < learners; i += 1) {
    const user = await users.insert({
      username: `bench_learner_${i}`,
      email: `bench.learner.${i}@lyceum.test`,
      passwordHash,
      fullName: null,
      bio: null,
      role: 'standard',
      language: DEFAULT_LANGUAGE,
      verified: true,
    });
    const token = tokens.issue(user);
    const text = Array.from({ length: CARDS }, (_, k) => `Question ${k};Answer ${k}`).join('\n');
    await app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { text, tags: ['bench'] },
    });
    const cards = await db.query<{ id: number }>(
      'SELECT id FROM flashcards WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    set.push({ token, cardIds: cards.map((card) => card.id) });
  }
  const personas = await db.query<{ name: string }>('SELECT name FROM personas ORDER BY name');
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    learners: set,
    personas: personas.map((persona) => persona.name),
  };
}

/** One HTTP call; its outcome is true on a 200, else the status (or `timeout`, `error`). */
function call(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: 30_000,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(response.statusCode === 200 ? true : response.statusCode!),
        );
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve('timeout');
    });
    request.on('error', () => resolve('error'));
    request.end(payload);
  });
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const work = await scratch('mixed', databaseUrl);
  if (databaseUrl) await onServer(databaseUrl, `CREATE SCHEMA ${work.schema}`);
  let stop = async () => {};
  try {
    console.log(`seeding: demo content and ${learners} learners with ${CARDS} cards each…`);
    const started = performance.now();
    const server = await startServerProcess<Ready>(__filename, ['api'], {
      logFile: path.join(work.dir, 'api.log'),
      env: { BENCH_DATA_DIR: work.dir, ...(databaseUrl ? { BENCH_SCHEMA: work.schema } : {}) },
    });
    stop = server.stop;
    const { port, personas } = server.ready;
    const set = server.ready.learners;
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; personas: ${personas.join(', ')}`,
    );
    const perLearnerMinute = (share: number) => (rate * 60 * share) / learners;
    for (const { kind, share } of KINDS) {
      const limit = kind === 'chat' ? CHAT_ANSWERS_PER_MINUTE : ROUTE_LIMIT_PER_MINUTE;
      console.log(
        `  ${kind.padEnd(8)} ${(share * 100).toFixed(0).padStart(3)} % of calls: ${perLearnerMinute(share).toFixed(1)} a learner a minute (limit ${limit})`,
      );
      if (perLearnerMinute(share) > limit * 0.8) {
        throw new Error(`${kind}: too close to its limit; add learners (BENCH_LEARNERS)`);
      }
    }

    const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    const random = seeded(7);
    // Each call's kind and learner are drawn before the run, so both databases get the same calls.
    const total = Math.round(rate * seconds);
    const plan = Array.from({ length: total }, (_, i) => {
      let draw = random();
      const kind = KINDS.find(({ share }) => (draw -= share) < 0)?.kind ?? 'list';
      return { kind, learner: i % learners, pick: Math.floor(random() * 1_000_000) };
    });
    const headersOf = (learner: number) => ({
      authorization: `Bearer ${set[learner]!.token}`,
      'x-forwarded-for': `10.77.${learner >> 8}.${learner & 255}`,
    });
    const run = (i: number): Promise<Outcome> => {
      const { kind, learner, pick } = plan[i]!;
      const headers = headersOf(learner);
      switch (kind) {
        case 'list':
          return call(agent, port, 'GET', '/api/flashcards?page_size=25', headers);
        case 'session':
          return call(agent, port, 'GET', '/api/flashcards/challenge_session?limit=10', headers);
        case 'answer': {
          const cards = set[learner]!.cardIds;
          const card = pick % cards.length;
          return call(agent, port, 'POST', '/api/flashcards/challenge', headers, {
            flashcard_id: cards[card],
            challenge_direction: 'answer_on_verso',
            // Every third answer has a typo, so the slower rules run too.
            user_response: pick % 3 === 0 ? `Answr ${card}` : `Answer ${card}`,
            response_time: 4,
            confidence_level: 'medium',
          });
        }
        case 'chat':
          return call(agent, port, 'POST', '/api/persona/chat', headers, {
            character: personas[pick % personas.length],
            message: QUESTIONS[pick % QUESTIONS.length],
          });
      }
    };

    // A short warm-up at the same rate, not reported.
    await openLoop((i) => run(i % total), { rate, seconds: Math.min(5, seconds) });
    const byKind = new Map<Kind, ReturnType<typeof recorder>>(
      KINDS.map(({ kind }) => [kind, recorder()]),
    );
    console.log(
      `driver: ${databaseUrl ? 'postgres' : 'pglite'}; ${rate} calls/s for ${seconds} s over ${learners} learners`,
    );
    const all = await openLoop(run, {
      rate,
      seconds,
      onOutcome: (i, outcome, ms) => byKind.get(plan[i]!.kind)!.record(outcome, ms),
    });
    for (const { kind } of KINDS) {
      const result: Result = { ...byKind.get(kind)!.result, elapsedMs: all.elapsedMs };
      report(kind, result, 10);
    }
    report('overall', all, 10);
    agent.destroy();
  } finally {
    await stop();
    if (databaseUrl) await onServer(databaseUrl, `DROP SCHEMA ${work.schema} CASCADE`);
    rmSync(work.dir, { recursive: true, force: true });
  }
}

benchEntry({ api: apiServer }, main);
