import type {
  LearningAnalytics,
  LearningSession,
  LearningSessionBody,
  LearningSessionList,
  LearningStatsEntry,
} from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createLearningSessionsService } from '../src/modules/learning-sessions/learning-sessions-service';
import { bearer, buildTestApp, tokenFor, userIdOf, type TestApp } from './helper';

describe('the learning sessions API', () => {
  let t: TestApp;
  let alice: string;
  let bruno: string;
  let aliceName: string;

  const call = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/learning-sessions${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const body = (fields: Partial<LearningSessionBody> = {}): LearningSessionBody => ({
    session_date: new Date().toISOString(),
    total_cards: 10,
    correct_answers: 7,
    session_duration_seconds: 300,
    ...fields,
  });
  const save = async (token: string, fields: Partial<LearningSessionBody> = {}) => {
    const response = await call(token, 'POST', '/', body(fields));
    expect(response.statusCode).toBe(201);
    return response.json<LearningSession>();
  };
  const get = async <T>(token: string, url: string) => {
    const response = await call(token, 'GET', url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  let users = 0;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  beforeEach(async () => {
    users += 1;
    aliceName = `lalice${users}`;
    alice = await tokenFor(t.app, aliceName, `lalice${users}@lyceum.test`);
    bruno = await tokenFor(t.app, `lbruno${users}`, `lbruno${users}@lyceum.test`);
  });
  afterAll(() => t.close());

  it('saves a session with its accuracy, and a second save with the same client id only once', async () => {
    const client_session_id = randomUUID();
    const saved = await save(alice, {
      client_session_id,
      total_cards: 3,
      correct_answers: 2,
      tags_filter: [' stoics ', 'Stoics', ''],
    });
    expect(saved).toMatchObject({
      total_cards: 3,
      correct_answers: 2,
      accuracy_percentage: 66.7,
      session_duration_seconds: 300,
      tags_filter: ['stoics'],
      notes: null,
    });
    const again = await call(alice, 'POST', '/', body({ client_session_id, total_cards: 9 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(saved);
    // The same client id is another user's own.
    await save(bruno, { client_session_id });
    expect((await get<LearningSessionList>(alice, '/')).total_count).toBe(1);
  });

  it('refuses impossible sessions with a coded error, recording nothing', async () => {
    const cases: Array<[Partial<LearningSessionBody>, string]> = [
      [{ correct_answers: 11 }, 'correct_answers'],
      [{ session_date: new Date(Date.now() + 3 * 86_400_000).toISOString() }, 'session_date'],
      [{ session_date: '1999-12-31T00:00:00Z' }, 'session_date'],
    ];
    for (const [fields, field] of cases) {
      const response = await call(alice, 'POST', '/', body(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.invalid', field });
    }
    const negative = await call(alice, 'POST', '/', body({ total_cards: -1 }));
    expect(negative.statusCode).toBe(400);
    expect((await get<LearningSessionList>(alice, '/')).total_count).toBe(0);
  });

  it('lists the sessions newest first, 20 to a page unless asked', async () => {
    const start = Date.now() - 30 * 3_600_000;
    for (let i = 0; i < 25; i += 1) {
      await save(alice, {
        session_date: new Date(start + i * 3_600_000).toISOString(),
        total_cards: i,
        correct_answers: 0,
      });
    }
    const first = await get<LearningSessionList>(alice, '/');
    expect(first).toMatchObject({ page: 1, total_count: 25, total_pages: 2 });
    expect(first.sessions.map((s) => s.total_cards)).toEqual(
      Array.from({ length: 20 }, (_, i) => 24 - i),
    );
    const second = await get<LearningSessionList>(alice, '/?page=2');
    expect(second.sessions.map((s) => s.total_cards)).toEqual([4, 3, 2, 1, 0]);
    const small = await get<LearningSessionList>(alice, '/?page=3&page_size=10');
    expect(small.sessions.map((s) => s.total_cards)).toEqual([4, 3, 2, 1, 0]);
    expect(await get<LearningSessionList>(bruno, '/')).toMatchObject({
      total_count: 0,
      sessions: [],
    });
  });

  describe('stats and analytics', () => {
    // "Now" is 10 March 2026, 12:00 UTC; the sessions are written straight to the database.
    const now = new Date('2026-03-10T12:00:00Z');
    const history: Array<[string, number, number, number]> = [
      // session_date, total_cards, correct_answers, seconds
      ['2026-02-08T12:00:00Z', 10, 10, 60], // 31 days back: outside the 30 days anywhere
      ['2026-02-09T06:00:00Z', 4, 1, 120], // the first of the 30 days (UTC and Paris)
      ['2026-03-09T10:00:00Z', 10, 8, 600],
      ['2026-03-09T23:30:00Z', 5, 5, 90], // 10 March in Paris, 9 March in UTC and Los Angeles
      ['2026-03-10T08:00:00Z', 6, 3, 330], // 10 March everywhere (01:00 in Los Angeles)
    ];

    beforeEach(async () => {
      for (const [date, total, correct, seconds] of history) {
        await save(alice, {
          session_date: date,
          total_cards: total,
          correct_answers: correct,
          session_duration_seconds: seconds,
        });
      }
    });

    const statsAt = async (tz: string, days = 30) =>
      createLearningSessionsService({
        db: t.app.db,
        quotas: t.config.quotas,
        now: () => now,
      }).stats(await userIdOf(t.app, aliceName), { days, tz });

    it('sums each day of the time zone asked, over the days that end today', async () => {
      expect(await statsAt('UTC')).toEqual<LearningStatsEntry[]>([
        {
          date: '2026-02-09',
          accuracy_percentage: 25,
          total_cards: 4,
          session_duration_minutes: 2,
          session_count: 1,
        },
        {
          date: '2026-03-09',
          accuracy_percentage: 86.7,
          total_cards: 15,
          session_duration_minutes: 11.5,
          session_count: 2,
        },
        {
          date: '2026-03-10',
          accuracy_percentage: 50,
          total_cards: 6,
          session_duration_minutes: 5.5,
          session_count: 1,
        },
      ]);
      expect(await statsAt('Europe/Paris')).toEqual<LearningStatsEntry[]>([
        {
          date: '2026-02-09',
          accuracy_percentage: 25,
          total_cards: 4,
          session_duration_minutes: 2,
          session_count: 1,
        },
        {
          date: '2026-03-09',
          accuracy_percentage: 80,
          total_cards: 10,
          session_duration_minutes: 10,
          session_count: 1,
        },
        {
          date: '2026-03-10',
          accuracy_percentage: 72.7,
          total_cards: 11,
          session_duration_minutes: 7,
          session_count: 2,
        },
      ]);
      // In Los Angeles it is 10 March 05:00: the 30 days start on 9 February there (08:00 UTC),
      // after the session of 06:00 UTC (8 February, 22:00 local).
      expect(await statsAt('America/Los_Angeles')).toEqual<LearningStatsEntry[]>([
        {
          date: '2026-03-09',
          accuracy_percentage: 86.7,
          total_cards: 15,
          session_duration_minutes: 11.5,
          session_count: 2,
        },
        {
          date: '2026-03-10',
          accuracy_percentage: 50,
          total_cards: 6,
          session_duration_minutes: 5.5,
          session_count: 1,
        },
      ]);
      expect((await statsAt('UTC', 1)).map((entry) => entry.date)).toEqual(['2026-03-10']);
    });

    it('answers the stats over HTTP in UTC unless a known time zone is asked', async () => {
      const entries = await get<LearningStatsEntry[]>(alice, '/stats?days=365&tz=Europe%2FParis');
      expect(entries.map((entry) => entry.date)).toEqual([
        '2026-02-08',
        '2026-02-09',
        '2026-03-09',
        '2026-03-10',
      ]);
      const unknown = await call(alice, 'GET', '/stats?tz=Mars%2FOlympus');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'validation.invalid', field: 'tz' });
      expect(await get<LearningStatsEntry[]>(bruno, '/stats?days=365')).toEqual([]);
    });

    it('totals the latest sessions', async () => {
      expect(await get<LearningAnalytics>(alice, '/analytics')).toEqual({
        total_sessions: 5,
        average_accuracy: 77.1,
        total_cards_studied: 35,
        total_study_time_minutes: 20,
      });
      expect(await get<LearningAnalytics>(alice, '/analytics?limit=2')).toEqual({
        total_sessions: 2,
        average_accuracy: 72.7,
        total_cards_studied: 11,
        total_study_time_minutes: 7,
      });
      expect(await get<LearningAnalytics>(bruno, '/analytics')).toEqual({
        total_sessions: 0,
        average_accuracy: 0,
        total_cards_studied: 0,
        total_study_time_minutes: 0,
      });
    });
  });

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['POST', '/'],
      ['GET', '/'],
      ['GET', '/stats'],
      ['GET', '/analytics'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? body() : undefined);
      expect(response.statusCode).toBe(401);
    }
  });
});
