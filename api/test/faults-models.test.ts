import type { ChatResponse, ErrorBody, ImportJob } from '@lyceum/contracts';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ANSWER_MAX_CHARS, ANSWER_TIMEOUTS } from '../src/modules/chat/llm-client';
import { createOpenAiEmbedder } from '../src/modules/vector-db/embedders/openai-embedder';
import { createHashingEmbedder } from '../src/modules/vector-db/embeddings';
import { createCheckpointService } from '../src/modules/vector-db/checkpoint-service';
import { buildCheckpoint, checkpointParts, multipart, snapshotIdea } from './checkpoint-files';
import { parseEvents, seedChat } from './chat-fixtures';
import { adminHeaders, bearer, buildTestApp, tokenFor, type TestApp } from './helper';
import { json, sseChunk, startModelEndpoint, type ModelEndpoint } from './model-endpoint';

const TIMEOUT_MS = 500;
/** What a slow machine may add to a time limit before the answer reaches the test. */
const MARGIN_MS = 1500;
const QUESTION = 'How should I spend my time instead of wasting it?';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts an event stream and calls `next` every `ms` until the client leaves. */
function endless(response: ServerResponse, ms: number, next: () => string) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(next());
  }, ms);
  response.on('close', () => clearInterval(timer));
}

const later = (ms: number, response: ServerResponse, then: () => void) => {
  const timer = setTimeout(() => {
    if (!response.destroyed) then();
  }, ms);
  response.on('close', () => clearTimeout(timer));
};

type Failure = [
  name: string,
  handler: (body: unknown, response: ServerResponse, socket: Socket) => void,
  limitMs: number,
];

/** Models that cannot give an answer, and how long the chat may take with each. */
const brokenModels: Failure[] = [
  [
    'slower than the timeout to begin',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      later(TIMEOUT_MS + 700, response, () => response.end(sseChunk('Too late.')));
    },
    TIMEOUT_MS,
  ],
  [
    'silent after its first words',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunk('Time '));
    },
    TIMEOUT_MS,
  ],
  ['resetting the connection', (_, _response, socket) => socket.destroy(), TIMEOUT_MS],
  [
    'resetting the connection in the middle of the answer',
    (_, response, socket) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunk('Time is '));
      later(20, response, () => socket.destroy());
    },
    TIMEOUT_MS,
  ],
  [
    'answering HTTP 503 with an HTML page',
    (_, response) => response.writeHead(503).end('<html>Bad gateway</html>'),
    TIMEOUT_MS,
  ],
  [
    'answering JSON that is cut short',
    (_, response) => json(response, '{"choices": [{"message": {"content": "Ti'),
    TIMEOUT_MS,
  ],
  [
    'streaming a line that is not JSON',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {choices: nope}\n\n');
    },
    TIMEOUT_MS,
  ],
  [
    'answering a document of another shape',
    (_, response) => json(response, { result: 'Time is ours.' }),
    TIMEOUT_MS,
  ],
  ['answering no choices', (_, response) => json(response, { choices: [] }), TIMEOUT_MS],
  [
    'streaming empty pieces only',
    (_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ choices: [{ delta: {} }] })}\n\n`);
      response.write(`data: ${JSON.stringify({ choices: [] })}\n\n`);
      response.end('data: [DONE]\n\n');
    },
    TIMEOUT_MS,
  ],
  [
    'sending keep-alive comments forever',
    (_, response) => endless(response, 50, () => ': ping\n\n'),
    TIMEOUT_MS,
  ],
  [
    'writing words forever',
    (_, response) => endless(response, 20, () => sseChunk('and so on ')),
    TIMEOUT_MS * ANSWER_TIMEOUTS,
  ],
  [
    'flooding text without end',
    (_, response) => endless(response, 2, () => sseChunk('x'.repeat(4000))),
    TIMEOUT_MS,
  ],
];

describe('a language model that is slow, failing or answering garbage', () => {
  let model: ModelEndpoint;
  let t: TestApp;
  let token: string;
  let asked = 0;
  const chat = (url = '/api/persona/chat') => {
    // Each question its own, so no answer comes from an earlier one.
    asked += 1;
    return t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: { character: 'Seneca', message: `${QUESTION} (${asked})`, language: 'en' },
    });
  };

  beforeAll(async () => {
    model = await startModelEndpoint();
    t = await buildTestApp({
      LLM_BASE_URL: model.url,
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      LOG_LEVEL: 'silent',
    });
    await seedChat(t.app);
    token = await tokenFor(t.app, 'listener', 'listener@example.com');
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it.each(brokenModels)(
    'answers with the extractive composer, and says so, when the model is %s',
    async (_, handler, limitMs) => {
      model.chat = handler;
      const started = Date.now();
      const response = await chat();
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(200);
      const body = response.json<ChatResponse>();
      expect(body).toMatchObject({ generator: 'extractive', fallback: true });
      expect(body.references.sources.length).toBeGreaterThan(0);
      // The composer opens with the first source's statement, its marker before the full stop.
      const opening = body.references.sources[0]!.statement.replace(/[.!?…]+$/, '');
      expect(body.response.startsWith(`${opening} [1]`)).toBe(true);
      expect(elapsed).toBeLessThan(limitMs + MARGIN_MS);
      // The request to the model is not left open behind the answer.
      for (let i = 0; i < 50 && model.open() > 0; i += 1) await sleep(20);
      expect(model.open()).toBe(0);
    },
  );

  it('streams the composer’s answer when the model fails before its first words', async () => {
    model.chat = (_, response) => json(response, { choices: [] });
    const events = parseEvents((await chat('/api/persona/chat/stream')).body);
    expect(events[0]!.event).toBe('references');
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { generator: 'extractive', fallback: true },
    });
  });

  it('ends a stream whose model never stops writing within its bound, with an error', async () => {
    // Each sentence cites a source, so each reaches the learner before the bound is met.
    model.chat = (_, response) => endless(response, 20, () => sseChunk('And so on [1]. '));
    const started = Date.now();
    const events = parseEvents((await chat('/api/persona/chat/stream')).body);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * ANSWER_TIMEOUTS + MARGIN_MS);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        detail: 'The answer could not be written',
        code: 'chat.generation_failed',
      } satisfies ErrorBody,
    });
  });

  it('lets a model write a long answer below the bound, and uses it again once it answers', async () => {
    const sentence = 'A word [1]. ';
    const long = sentence.repeat(Math.floor(ANSWER_MAX_CHARS / sentence.length) - 10);
    model.chat = (_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(`${sseChunk(long)}${sseChunk('The end [1].')}data: [DONE]\n\n`);
    };
    const body = (await chat()).json<ChatResponse>();
    expect(body).toMatchObject({ generator: 'llm', fallback: false });
    expect(body.response).toBe(`${long}The end [1].`);
  });
});

describe('an embeddings endpoint that is slow, failing or answering garbage', () => {
  const hashing = createHashingEmbedder(16);
  let endpoint: ModelEndpoint;
  let t: TestApp;
  let token: string;
  let admin: Record<string, string>;
  let asked = 0;
  const working = (body: unknown, response: ServerResponse) => {
    const input = (body as { input: string[] }).input;
    void hashing
      .embed(input)
      .then((vectors) =>
        json(response, { data: vectors.map((embedding, index) => ({ index, embedding })) }),
      );
  };
  const ask = async () => {
    asked += 1;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/persona/chat',
      headers: bearer(token),
      payload: { character: 'Seneca', message: `${QUESTION} (${asked})`, language: 'en' },
    });
    return { response, elapsed: Date.now() - started };
  };

  beforeAll(async () => {
    endpoint = await startModelEndpoint();
    endpoint.embeddings = working;
    const embedder = createOpenAiEmbedder({
      baseUrl: endpoint.url,
      model: 'faulty-embedder',
      apiKey: null,
      timeoutMs: TIMEOUT_MS,
    });
    t = await buildTestApp(
      { ADMIN_EMAILS: 'chief@lyceum.test', LOG_LEVEL: 'silent' },
      { embedder },
    );
    await seedChat(t.app);
    await createCheckpointService({
      db: t.app.db,
      embedder,
      limits: t.config.checkpoints,
    }).embedMissing();
    token = await tokenFor(t.app, 'asker', 'asker@example.com');
    admin = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
  });
  afterAll(async () => {
    await t.close();
    await endpoint.close();
  });

  it('finds ideas by meaning too while the endpoint answers, and no model means no fallback', async () => {
    const { response } = await ask();
    const body = response.json<ChatResponse>();
    // Without pgvector (a Debian server) retrieval is by words whatever the embedder does.
    expect(body.references.selection_method).toBe(t.app.db.vectorSearch ? 'hybrid' : 'lexical');
    expect(body).toMatchObject({ generator: 'extractive', fallback: false });
  });

  it.each<Failure>([
    [
      'slower than its timeout',
      (_, response) => later(TIMEOUT_MS + 700, response, () => response.end()),
      TIMEOUT_MS,
    ],
    [
      'failing with HTTP 500',
      (_, response) => json(response, { error: { message: 'down' } }, 500),
      TIMEOUT_MS,
    ],
    ['resetting the connection', (_, _response, socket) => socket.destroy(), TIMEOUT_MS],
    [
      'answering JSON that is cut short',
      (_, response) => json(response, '{"data": [{"embe'),
      TIMEOUT_MS,
    ],
    [
      'answering vectors of another shape',
      (_, response) => json(response, { data: [{ index: 0, embedding: 'none' }] }),
      TIMEOUT_MS,
    ],
    ['answering no vectors', (_, response) => json(response, { data: [] }), TIMEOUT_MS],
    [
      'sending its answer without end',
      (_, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"data": [');
        const timer = setInterval(() => response.write(' '), 20);
        response.on('close', () => clearInterval(timer));
      },
      TIMEOUT_MS,
    ],
  ])(
    'answers by words alone, and says so, when the endpoint is %s',
    async (_, handler, limitMs) => {
      endpoint.embeddings = handler;
      const calls = endpoint.calls.get('/v1/embeddings') ?? 0;
      const { response, elapsed } = await ask();
      expect(response.statusCode).toBe(200);
      const body = response.json<ChatResponse>();
      expect(body.references.selection_method).toBe('lexical');
      expect(body.references.sources.length).toBeGreaterThan(0);
      expect(elapsed).toBeLessThan(limitMs + MARGIN_MS);
      // One answer waits for a failing embedder once: its other searches (the counterpoints)
      // do not ask it again.
      expect((endpoint.calls.get('/v1/embeddings') ?? 0) - calls).toBe(
        t.app.db.vectorSearch ? 1 : 0,
      );
    },
  );

  it('imports a checkpoint while the embedder fails, and its ideas are found by their words', async () => {
    const checkpoint = buildCheckpoint(
      ['ataraxia', 'apatheia', 'eudaimonia'].map((word, i) =>
        snapshotIdea('garden', `g${i}`, {
          statement: `Tranquillity comes from ${word}`,
          book_title: 'Letters from the Garden',
        }),
      ),
    );
    for (const handler of [
      (_: unknown, response: ServerResponse) => json(response, { error: 'down' }, 500),
      (_: unknown, response: ServerResponse) =>
        later(TIMEOUT_MS + 700, response, () => response.end()),
    ]) {
      endpoint.embeddings = handler;
      const embeddingCalls = endpoint.calls.get('/v1/embeddings') ?? 0;
      const started = Date.now();
      const body = multipart(
        checkpointParts(checkpoint, { books_to_replace: '["Letters from the Garden"]' }),
      );
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/admin/vector-db/import-checkpoint',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
      expect(accepted.statusCode).toBe(202);
      const jobId = accepted.json<{ job_id: string }>().job_id;
      let job: ImportJob;
      do {
        await sleep(25);
        job = (
          await t.app.inject({
            url: `/api/admin/vector-db/checkpoint-jobs/${jobId}`,
            headers: admin,
          })
        ).json<ImportJob>();
      } while (job.status === 'processing' && Date.now() - started < 20_000);
      expect(job).toMatchObject({
        status: 'completed',
        error_message: null,
        stats: { total_ideas_imported: 3 },
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5000);
      // The import did ask the embedder for the new ideas' vectors.
      expect(endpoint.calls.get('/v1/embeddings') ?? 0).toBeGreaterThan(embeddingCalls);
    }
    const ideas = await t.app.db.query<{ statement: string }>(
      `SELECT i.statement FROM ideas i JOIN idea_collections c ON c.id = i.collection_id
        WHERE c.name = 'garden' ORDER BY i.statement`,
    );
    expect(ideas.map((idea) => idea.statement)).toEqual([
      'Tranquillity comes from apatheia',
      'Tranquillity comes from ataraxia',
      'Tranquillity comes from eudaimonia',
    ]);
  });
});
