import {
  COUNTERPOINTS_MAX,
  type ChatResponse,
  type ConversationResponse,
  type ErrorBody,
} from '@lyceum/contracts';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readThinkers } from '../scripts/thinkers';
import { quoteText } from '../src/modules/chat/chat-sources';
import { STANCE_PROMPT_START } from '../src/modules/chat/stance-judge';
import { createPersonasRepository } from '../src/modules/personas/personas-repository';
import { createVectorDbRepository } from '../src/modules/vector-db/vector-db-repository';
import { CHAT_PERSONAS, parseEvents, seedChat } from './chat-fixtures';
import { bearer, buildTestApp, tokenFor, type TestApp } from './helper';
import { startLlmServer, type LlmServer } from './llm-server';

const API_KEY = 'sk-test-secret-key-0123456789';
const TIMEOUT_MS = 500;
const ON_TIME = 'How should I spend my time instead of wasting it?';
const ON_ANGER = 'How can I master my anger?';

describe('persona answers written by a language model', () => {
  let llm: LlmServer;
  let t: TestApp;
  const logs: string[] = [];
  let learners = 0;
  const learner = () => {
    learners += 1;
    return tokenFor(t.app, `reader${learners}`, `reader${learners}@example.com`);
  };
  const chat = (token: string, payload: object, url = '/api/persona/chat') =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const conversation = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/persona/seneca/conversation',
        headers: bearer(token),
      })
    ).json<ConversationResponse>().messages;

  /** The last request for an answer (the judge's requests for stances left aside). */
  const lastAnswerRequest = () =>
    llm.requests.findLast(
      (request) => !request.body.messages[0]?.content.startsWith(STANCE_PROMPT_START),
    )!;

  beforeAll(async () => {
    llm = await startLlmServer();
    t = await buildTestApp(
      {
        LLM_BASE_URL: llm.url,
        LLM_MODEL: 'test-model',
        LLM_API_KEY: API_KEY,
        LLM_TIMEOUT_MS: String(TIMEOUT_MS),
        LOG_LEVEL: 'warn',
      },
      { logStream: { write: (line) => logs.push(line) } },
    );
    await seedChat(t.app);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('sends the profile, the ideas, the language and the previous turns, and streams the answer back', async () => {
    const token = await learner();
    llm.behaviour = { kind: 'answer', pieces: ['Time ', 'is ', 'ours [1].'] };
    const first = await chat(token, { character: 'Seneca', message: ON_TIME, language: 'fr' });
    expect(first.statusCode).toBe(200);
    const answer = first.json<ChatResponse>();
    expect(answer).toMatchObject({
      response: 'Time is ours [1].',
      generator: 'llm',
      language: 'fr',
    });
    expect(answer.references.sources.length).toBeGreaterThan(0);

    const sent = lastAnswerRequest();
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...rest] = sent.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(CHAT_PERSONAS[0].profile);
    answer.references.sources.forEach((source, i) => {
      expect(system!.content).toContain(`[${i + 1}] ${source.statement}`);
      expect(system!.content).toContain(source.book);
    });
    expect(system!.content).toContain('Write your answer in French');
    // The persona in the answer's language: its French name, its French description.
    expect(system!.content).toContain('first person, as Sénèque');
    expect(system!.content).toContain('ONLY from the ideas above');
    expect(rest).toEqual([{ role: 'user', content: ON_TIME }]);

    llm.behaviour = {
      kind: 'answer',
      pieces: ['Anger ', 'is a brief ', 'madness [1]. It ', 'passes [2].'],
    };
    const streamed = await chat(
      token,
      { character: 'Seneca', message: ON_ANGER, language: 'en' },
      '/api/persona/chat/stream',
    );
    const events = parseEvents(streamed.body);
    // Sentence by sentence, each once it is whole and holds.
    expect(events.map((e) => e.event)).toEqual(['references', 'delta', 'delta', 'done']);
    expect(events.slice(1, 3).map((e) => e.data)).toEqual([
      { text: 'Anger is a brief madness [1]. ' },
      { text: 'It passes [2].' },
    ]);
    expect(events[3]!.data).toMatchObject({
      response: 'Anger is a brief madness [1]. It passes [2].',
      generator: 'llm',
      language: 'en',
      unsupported: 0,
    });
    const prior = lastAnswerRequest().body.messages;
    expect(prior[0]!.content).toContain('Write your answer in English');
    expect(prior.slice(1)).toEqual([
      { role: 'user', content: ON_TIME },
      { role: 'assistant', content: 'Time is ours [1].' },
      { role: 'user', content: ON_ANGER },
    ]);
  });

  it('answers with the extractive composer when the model fails, and never logs the key', async () => {
    const token = await learner();
    llm.behaviour = { kind: 'fail', status: 500 };
    const response = await chat(token, { character: 'Seneca', message: ON_TIME });
    expect(response.statusCode).toBe(200);
    const body = response.json<ChatResponse>();
    expect(body.generator).toBe('extractive');
    // Numbered as the sources the learner was shown before the model failed.
    const first = body.references.sources[0]!.statement.replace(/[.!?…]+$/, '');
    expect(body.response.startsWith(`${first} [1]`)).toBe(true);
    expect(body.response).toContain('As I wrote (');
    const markers = [...body.response.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(markers.every((n) => n <= body.references.sources.length)).toBe(true);
    expect(logs.join('\n')).toContain('the extractive composer answers instead');
    expect(logs.join('\n')).toContain('HTTP 500');
    expect(logs.join('\n')).not.toContain(API_KEY);
  });

  it('does not wait for a silent model longer than its timeout', async () => {
    const token = await learner();
    llm.behaviour = { kind: 'silent' };
    const started = Date.now();
    const response = await chat(token, { character: 'Seneca', message: ON_TIME });
    const elapsed = Date.now() - started;
    expect(response.json<ChatResponse>().generator).toBe('extractive');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('ends a stream the model breaks off with an error, and keeps nothing of it', async () => {
    const token = await learner();
    llm.behaviour = { kind: 'break', pieces: ['Time is ours [1]. ', 'And it '] };
    const streamed = await chat(
      token,
      { character: 'Seneca', message: ON_TIME },
      '/api/persona/chat/stream',
    );
    const events = parseEvents(streamed.body);
    expect(events.map((e) => e.event)).toEqual(['references', 'delta', 'error']);
    expect(events.at(-1)!.data).toEqual<ErrorBody>({
      detail: 'The answer could not be written',
      code: 'chat.generation_failed',
    });
    expect(await conversation(token)).toEqual([]);

    // Nothing of a plain answer has reached the learner yet: the composer writes it instead.
    const plain = await chat(token, { character: 'Seneca', message: ON_TIME });
    expect(plain.json<ChatResponse>().generator).toBe('extractive');
  });

  it('leaves out the sentences that cite no source or quote one wrongly, before the learner reads them', async () => {
    const token = await learner();
    // The sources this question finds, and a quote of the first as its idea holds it.
    llm.behaviour = { kind: 'fail', status: 500 };
    const found = (
      await chat(token, { character: 'Seneca', message: ON_TIME })
    ).json<ChatResponse>();
    const first = found.references.sources[0]!;
    const idea = readThinkers()
      .flatMap((thinker) => thinker.ideas)
      .find((candidate) => candidate.statement === first.statement)!;
    const quoted = quoteText(idea.quotes[0]!).replace(/[.!?]+$/, '');
    const kept = [`Time is ours [1]. `, `As I wrote: “${quoted}” [1].\n\n`, 'Use it well [1].'];
    llm.behaviour = {
      kind: 'answer',
      pieces: [
        kept[0]!,
        'I once dined with Nero. ',
        kept[1]!,
        'I also wrote “time flies like an arrow every single day” [1]. ',
        'And this cites nothing I gave [9]. ',
        kept[2]!,
      ],
    };
    const streamed = await chat(
      token,
      { character: 'Seneca', message: ON_TIME },
      '/api/persona/chat/stream',
    );
    const events = parseEvents(streamed.body);
    const done = events.at(-1)!.data as ChatResponse;
    expect(done).toMatchObject({ generator: 'llm', unsupported: 3 });
    expect(done.response).toBe(kept.join(''));
    // What was streamed is what was kept: the left-out sentences never reached the learner.
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toBe(done.response);
    const [, answer] = await conversation(token).then((messages) => messages.slice(-2));
    expect(answer).toMatchObject({ content: done.response, unsupported: 3 });

    // A model whose every sentence fails is replaced by the composer.
    llm.behaviour = { kind: 'answer', pieces: ['Nothing here is cited. ', 'Nor here.'] };
    const replaced = await chat(token, { character: 'Seneca', message: ON_TIME });
    expect(replaced.json<ChatResponse>()).toMatchObject({
      generator: 'extractive',
      fallback: true,
    });
  });

  it('judges by the model the stances of ideas no relation links, once per pair, and shows only those that differ', async () => {
    // A collection imported without relations, and its persona.
    const vectorDb = createVectorDbRepository(t.app.db, { vectors: t.app.db.vectorSearch });
    const academics = await vectorDb.ensureCollection('academics', 'Carneades');
    await vectorDb.insertIdeas(academics, [
      {
        source_id: 'carneades-1',
        statement:
          'Spend your time weighing probabilities, since nothing can be known for certain.',
        attributed_to: 'Carneades',
        book_title: 'Reports',
        context: '',
        key_phrases: ['time', 'probability'],
        supporting_arguments: [],
        quotes: [],
        character_perspectives: [],
        language: 'en',
      },
    ]);
    await createPersonasRepository(t.app.db).insert(
      {
        name: 'Carneades',
        slug: 'carneades',
        vector_database_key: 'academics',
        birth_date: null,
        death_date: null,
        short_description: 'Academic sceptic.',
        tags: 'Scepticism',
      },
      '# Carneades',
    );
    const token = await learner();
    const question = {
      character: 'Carneades',
      message: 'How should I spend my time?',
      language: 'en',
    };
    llm.behaviour = { kind: 'answer', pieces: ['Weigh what is probable [1].'] };
    llm.judge = {
      kind: 'answer',
      pieces: [
        'stance: disagrees\n',
        'en: Seneca would spend it on himself.\n',
        'fr: Sénèque le garderait pour lui.',
      ],
    };
    const before = llm.requests.length;
    const first = (await chat(token, question)).json<ChatResponse>();
    const judging = (since: number) =>
      llm.requests
        .slice(since)
        .filter((request) => request.body.messages[0]!.content.startsWith(STANCE_PROMPT_START));
    // Each other thinker's best idea is judged; at most COUNTERPOINTS_MAX are shown.
    expect(first.counterpoints.length).toBeGreaterThan(0);
    expect(first.counterpoints).toHaveLength(Math.min(COUNTERPOINTS_MAX, judging(before).length));
    for (const point of first.counterpoints) {
      expect(point).toMatchObject({
        stance: 'disagrees',
        note: 'Seneca would spend it on himself.',
      });
    }
    // Judged once per pair: asked again, no model is asked to judge, and French reads French.
    const again = llm.requests.length;
    const french = (await chat(token, { ...question, language: 'fr' })).json<ChatResponse>();
    expect(judging(again)).toEqual([]);
    expect(french.counterpoints[0]?.note).toBe('Sénèque le garderait pour lui.');

    // Judged unrelated, or unreadable: nothing is shown.
    await t.app.db.query('DELETE FROM idea_stances');
    llm.judge = { kind: 'answer', pieces: ['stance: unrelated\nen: They speak of other things.'] };
    expect((await chat(token, question)).json<ChatResponse>().counterpoints).toEqual([]);
    await t.app.db.query('DELETE FROM idea_stances');
    llm.judge = { kind: 'answer', pieces: ['I cannot say.'] };
    expect((await chat(token, question)).json<ChatResponse>().counterpoints).toEqual([]);
    expect(
      (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idea_stances'))[0]?.n,
    ).toBe(0);
    llm.judge = null;
  });

  it('cancels the model request when the learner leaves, and keeps nothing', async () => {
    const token = await learner();
    llm.behaviour = {
      kind: 'answer',
      pieces: Array.from({ length: 200 }, (_, i) => `Sentence ${i} [1]. `),
      intervalMs: 20,
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const abandoned = llm.nextAbort();
    const before = llm.aborted();

    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/persona/chat/stream',
          headers: { ...bearer(token), 'content-type': 'application/json' },
        },
        (response) => {
          let received = '';
          response.on('data', (part: Buffer) => {
            received += part.toString();
            if (received.includes('event: delta')) {
              request.destroy();
              resolve();
            }
          });
          response.on('end', () => reject(new Error('the answer ended before any piece')));
        },
      );
      request.on('error', () => undefined);
      request.end(JSON.stringify({ character: 'Seneca', message: ON_TIME }));
    });

    await abandoned;
    expect(llm.aborted()).toBe(before + 1);
    // Far fewer pieces than the model had to send were asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await conversation(token)).toEqual([]);
  });
});
