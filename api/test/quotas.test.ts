import { errorDetail, type ErrorCode } from '@lyceum/contracts';
import type { InjectOptions } from 'fastify';
import { bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const refusal = (code: ErrorCode) => ({ detail: errorDetail(code), code });

describe('what one account may keep', () => {
  let t: TestApp;
  let users = 0;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({
      SIGNUP_MODE: 'open',
      QUOTA_FLASHCARDS: '3',
      QUOTA_TAGS: '2',
      QUOTA_LEARNING_SESSIONS: '2',
    });
  });
  beforeEach(async () => {
    users += 1;
    token = await tokenFor(t.app, `keeper${users}`, `keeper${users}@lyceum.test`);
  });
  afterAll(() => t.close());

  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const card = (recto: string, tags: string[] = []) =>
    call('POST', '/api/flashcards', { recto, verso: 'v', tags });
  const cardCount = async () =>
    (await call('GET', '/api/flashcards')).json<{ total_count: number }>().total_count;
  const tagNames = async () =>
    (await call('GET', '/api/flashcards/tags'))
      .json<Array<{ name: string }>>()
      .map((tag) => tag.name)
      .sort();

  it('refuses a card past the quota, by any way of adding one, and adds nothing', async () => {
    for (const recto of ['one', 'two']) expect((await card(recto)).statusCode).toBe(201);
    const imported = await call('POST', '/api/flashcards/import', { text: 'a;1\nb;2', tags: [] });
    expect([imported.statusCode, imported.json()]).toEqual([409, refusal('quota.flashcards')]);
    expect(await cardCount()).toBe(2);
    expect((await card('three')).statusCode).toBe(201);
    const fourth = await card('four');
    expect([fourth.statusCode, fourth.json()]).toEqual([409, refusal('quota.flashcards')]);
    expect(await cardCount()).toBe(3);
    // Room made, a card goes in again.
    const { flashcards } = (await call('GET', '/api/flashcards')).json<{
      flashcards: Array<{ id: number }>;
    }>();
    await call('DELETE', `/api/flashcards/${flashcards[0]?.id}`);
    expect((await card('four')).statusCode).toBe(201);
  });

  it('refuses a tag past the quota, whether made alone or with a card', async () => {
    const first = await card('one', ['stoics', 'cynics']);
    expect(first.statusCode).toBe(201);
    const alone = await call('POST', '/api/flashcards/tags', { name: 'sceptics' });
    expect([alone.statusCode, alone.json()]).toEqual([409, refusal('quota.tags')]);
    const withCard = await card('two', ['sceptics']);
    expect([withCard.statusCode, withCard.json()]).toEqual([409, refusal('quota.tags')]);
    const edited = await call('PUT', `/api/flashcards/${first.json<{ id: number }>().id}`, {
      tags: ['sceptics'],
    });
    expect([edited.statusCode, edited.json()]).toEqual([409, refusal('quota.tags')]);
    expect(await tagNames()).toEqual(['cynics', 'stoics']);
    expect(await cardCount()).toBe(1);
    // A tag the user has is no new tag.
    expect((await card('three', ['Stoics'])).statusCode).toBe(201);
  });

  it('refuses a learning session past the quota, and still answers one saved before', async () => {
    const session = (clientId: string) =>
      call('POST', '/api/learning-sessions', {
        session_date: new Date().toISOString(),
        total_cards: 4,
        correct_answers: 3,
        session_duration_seconds: 60,
        client_session_id: clientId,
      });
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const id of ids) expect((await session(id)).statusCode).toBe(201);
    const third = await session('00000000-0000-4000-8000-000000000003');
    expect([third.statusCode, third.json()]).toEqual([409, refusal('quota.learning_sessions')]);
    const again = await session(ids[0] ?? '');
    expect(again.statusCode).toBe(200);
  });
});
