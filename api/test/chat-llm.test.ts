import type { ChatResponse, ConversationResponse, ErrorBody } from '@lyceum/contracts';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
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

    const sent = llm.requests.at(-1)!;
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

    llm.behaviour = { kind: 'answer', pieces: ['Anger ', 'is a brief ', 'madness [1].'] };
    const streamed = await chat(
      token,
      { character: 'Seneca', message: ON_ANGER, language: 'en' },
      '/api/persona/chat/stream',
    );
    const events = parseEvents(streamed.body);
    expect(events.map((e) => e.event)).toEqual(['references', 'delta', 'delta', 'delta', 'done']);
    expect(events.slice(1, 4).map((e) => e.data)).toEqual([
      { text: 'Anger ' },
      { text: 'is a brief ' },
      { text: 'madness [1].' },
    ]);
    expect(events[4]!.data).toMatchObject({
      response: 'Anger is a brief madness [1].',
      generator: 'llm',
      language: 'en',
    });
    const prior = llm.requests.at(-1)!.body.messages;
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
    llm.behaviour = { kind: 'break', pieces: ['Time ', 'is '] };
    const streamed = await chat(
      token,
      { character: 'Seneca', message: ON_TIME },
      '/api/persona/chat/stream',
    );
    const events = parseEvents(streamed.body);
    expect(events.map((e) => e.event)).toEqual(['references', 'delta', 'delta', 'error']);
    expect(events.at(-1)!.data).toEqual<ErrorBody>({
      detail: 'The answer could not be written',
      code: 'chat.generation_failed',
    });
    expect(await conversation(token)).toEqual([]);

    // Nothing of a plain answer has reached the learner yet: the composer writes it instead.
    const plain = await chat(token, { character: 'Seneca', message: ON_TIME });
    expect(plain.json<ChatResponse>().generator).toBe('extractive');
  });

  it('cancels the model request when the learner leaves, and keeps nothing', async () => {
    const token = await learner();
    llm.behaviour = {
      kind: 'answer',
      pieces: Array.from({ length: 200 }, (_, i) => `word${i} `),
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
