import type {
  ChallengeAnswerResult,
  ChallengeFinalizeBody,
  ChallengeSession,
  Flashcard,
} from '@lyceum/contracts';
import type { InjectOptions } from 'fastify';
import { Rating } from 'ts-fsrs';
import { createFlashcardsRepository } from '../src/modules/flashcards/flashcards-repository';
import { newMemory, review, statusOf, type MemoryState } from '../src/modules/flashcards/memory';
import { bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const DAY = 24 * 60 * 60 * 1000;
const NOT_FOUND = { detail: 'Flashcard not found', code: 'flashcards.not_found' };

describe('the challenge API', () => {
  let t: TestApp;
  let alice: string;
  let bruno: string;

  const call = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/flashcards${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
  const create = async (token: string, recto: string, verso: string, tags?: string[]) => {
    const response = await call(token, 'POST', '/', { recto, verso, ...(tags ? { tags } : {}) });
    expect(response.statusCode).toBe(201);
    return response.json<Flashcard>();
  };
  const session = async (token: string, query = '') => {
    const response = await call(token, 'GET', `/challenge_session${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ChallengeSession>().flashcards.map((card) => card.recto);
  };
  const check = async (token: string, card: Flashcard, answer: string) => {
    const response = await call(token, 'POST', '/challenge', {
      flashcard_id: card.id,
      challenge_direction: 'answer_on_recto',
      user_response: answer,
      response_time: 0.1,
      confidence_level: 'easy',
    });
    expect(response.statusCode).toBe(200);
    return response.json<ChallengeAnswerResult>();
  };
  const finalize = async (
    token: string,
    card: Flashcard,
    verdict: Partial<ChallengeFinalizeBody> & { is_correct: boolean },
  ) => {
    const response = await call(token, 'POST', '/challenge/finalize', {
      flashcard_id: card.id,
      confidence_level: 'easy',
      response_time: 0.1,
      challenge_direction: 'answer_on_recto',
      was_overridden: false,
      original_validation_result: verdict.is_correct,
      ...verdict,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Flashcard>();
  };
  const memoryOf = async (id: number) => {
    const [row] = await t.app.db.query<MemoryState>(
      `SELECT due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps,
              lapses, state, last_review FROM flashcards WHERE id = $1`,
      [id],
    );
    return row;
  };

  let users = 0;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  beforeEach(async () => {
    users += 1;
    alice = await tokenFor(t.app, `calice${users}`, `calice${users}@lyceum.test`);
    bruno = await tokenFor(t.app, `cbruno${users}`, `cbruno${users}@lyceum.test`);
  });
  afterAll(() => t.close());

  describe('choosing the cards', () => {
    it('puts due cards first (weakest first), then drafts (oldest first), never paused ones', async () => {
      const repository = createFlashcardsRepository(t.app.db);
      const now = Date.now();
      const made: Record<string, Flashcard> = {};
      for (const name of ['old draft', 'new draft', 'weak', 'fading', 'fresh', 'paused']) {
        made[name] = await create(alice, name, `${name} verso`, name === 'fresh' ? [] : ['stoics']);
      }
      const card = (name: string) => made[name] as Flashcard;
      // Reviewed once 30 and 10 days ago: both due, the older the weaker. Reviewed a minute ago:
      // due in a few minutes, so after the drafts.
      await repository.saveMemory(
        card('weak').id,
        review(newMemory(), Rating.Good, new Date(now - 30 * DAY)).memory,
      );
      await repository.saveMemory(
        card('fading').id,
        review(newMemory(), Rating.Good, new Date(now - 10 * DAY)).memory,
      );
      await repository.saveMemory(
        card('fresh').id,
        review(newMemory(), Rating.Good, new Date(now - 60_000)).memory,
      );
      await repository.saveMemory(
        card('paused').id,
        review(newMemory(), Rating.Good, new Date(now - 40 * DAY)).memory,
      );
      await call(alice, 'PUT', `/${card('paused').id}`, { status: 'paused' });

      expect(await session(alice)).toEqual(['weak', 'fading', 'old draft', 'new draft', 'fresh']);
      expect(await session(alice, '?limit=3')).toEqual(['weak', 'fading', 'old draft']);
      expect(await session(alice, '?tags=STOICS')).toEqual([
        'weak',
        'fading',
        'old draft',
        'new draft',
      ]);
      expect(await session(alice, '?tags=stoics&tags=rome')).toEqual([]);
      expect(await session(bruno)).toEqual([]);
    });

    it('takes 10 cards unless asked, and from 1 to 50', async () => {
      await call(alice, 'POST', '/import', {
        text: Array.from({ length: 60 }, (_, i) => `q${i};a${i}`).join('\n'),
      });
      expect(await session(alice)).toHaveLength(10);
      expect(await session(alice, '?limit=50')).toHaveLength(50);
      expect(await session(alice, '?limit=1')).toHaveLength(1);
      for (const limit of ['0', '51', 'ten']) {
        const response = await call(alice, 'GET', `/challenge_session?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.any(String) as string });
      }
    });
  });

  describe('checking an answer', () => {
    it('answers the verdict, the expected side, its alternatives and a diff, recording nothing', async () => {
      const card = await create(alice, 'Athens / Sparta', 'Two rival Greek cities');
      const right = await check(alice, card, 'athens');
      expect(right).toMatchObject({
        is_correct: true,
        correct_answer: 'Athens / Sparta',
        alternative_answers: ['Athens', 'Sparta'],
        false_positives: [],
        validation_method: 'alternative',
        can_override: true,
      });
      const wrong = await check(alice, card, 'Thebes');
      expect(wrong).toMatchObject({ is_correct: false, validation_method: 'no_match' });
      expect(wrong.diff.map((segment) => segment.kind)).toContain('missing');
      expect(
        wrong.diff
          .filter((s) => s.kind !== 'extra')
          .map((s) => s.text)
          .join(''),
      ).toBe('Athens / Sparta');
      expect(await memoryOf(card.id)).toMatchObject({ reps: 0, last_review: null });
    });

    it('expects the verso when the learner answers on the verso', async () => {
      const card = await create(alice, 'Who wrote the Essais?', 'Montaigne');
      const response = await call(alice, 'POST', '/challenge', {
        flashcard_id: card.id,
        challenge_direction: 'answer_on_verso',
        user_response: 'montaigne',
        response_time: 0.1,
        confidence_level: 'easy',
      });
      expect(response.json()).toMatchObject({ is_correct: true, correct_answer: 'Montaigne' });
    });

    it("answers another user's card as missing", async () => {
      const card = await create(alice, 'Ataraxia', 'Tranquillity');
      const response = await call(bruno, 'POST', '/challenge', {
        flashcard_id: card.id,
        challenge_direction: 'answer_on_recto',
        user_response: 'Ataraxia',
        response_time: 0.1,
        confidence_level: 'easy',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });

  describe('finalizing a verdict', () => {
    it('records one FSRS review exactly as ts-fsrs schedules it, and logs it', async () => {
      const card = await create(alice, 'Logos', 'Reason ordering the cosmos');
      let expected = newMemory();
      for (const isCorrect of [false, true, true]) {
        const after = await finalize(alice, card, { is_correct: isCorrect, user_answer: 'logos' });
        const reviewedAt = new Date(after.last_review ?? '');
        expected = review(expected, isCorrect ? Rating.Good : Rating.Again, reviewedAt).memory;
        expect(await memoryOf(card.id)).toEqual(expected);
        expect(after).toMatchObject({
          status: statusOf(expected),
          due: expected.due?.toISOString(),
        });
      }
      const logs = await t.app.db.query<{ rating: number; overridden: boolean }>(
        'SELECT rating, overridden FROM review_logs WHERE flashcard_id = $1 ORDER BY id',
        [card.id],
      );
      expect(logs).toEqual([
        { rating: Rating.Again, overridden: false },
        { rating: Rating.Good, overridden: false },
        { rating: Rating.Good, overridden: false },
      ]);
    });

    it('keeps a paused card paused', async () => {
      const card = await create(alice, 'Epoché', 'Suspension of judgement');
      await call(alice, 'PUT', `/${card.id}`, { status: 'paused' });
      expect(await finalize(alice, card, { is_correct: true })).toMatchObject({ status: 'paused' });
    });

    it("refuses another user's card and leaves it as it was", async () => {
      const card = await create(alice, 'Pneuma', 'Breath');
      const response = await call(bruno, 'POST', '/challenge/finalize', {
        flashcard_id: card.id,
        is_correct: true,
        confidence_level: 'easy',
        response_time: 0.1,
        challenge_direction: 'answer_on_recto',
        was_overridden: false,
        original_validation_result: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(await memoryOf(card.id)).toMatchObject({ reps: 0 });
    });
  });

  describe('learning from overrides', () => {
    it('accepts next time an answer overridden to right, and rejects one overridden to wrong', async () => {
      const card = await create(alice, 'Marcus Aurelius', 'Author of the Meditations');

      // "Aurelius" is not close enough to be a typo: the learner marks it right (R).
      expect(await check(alice, card, 'Aurelius')).toMatchObject({
        is_correct: false,
        validation_method: 'no_match',
      });
      await finalize(alice, card, {
        is_correct: true,
        was_overridden: true,
        original_validation_result: false,
        user_answer: ' Aurelius ',
      });
      expect(await check(alice, card, 'aurélius')).toMatchObject({
        is_correct: true,
        validation_method: 'learned',
        alternative_answers: ['Aurelius'],
      });

      // "Marcus Aurelious" passes as a typo; the learner marks it wrong (W).
      expect(await check(alice, card, 'Marcus Aurelious')).toMatchObject({
        is_correct: true,
        validation_method: 'typo',
      });
      await finalize(alice, card, {
        is_correct: false,
        was_overridden: true,
        original_validation_result: true,
        user_answer: 'Marcus Aurelious',
      });
      expect(await check(alice, card, 'marcus aurelious')).toMatchObject({
        is_correct: false,
        validation_method: 'false_positive',
        false_positives: ['Marcus Aurelious'],
      });

      // Overridden back to right, the same answer turns from rejected to accepted.
      await finalize(alice, card, {
        is_correct: true,
        was_overridden: true,
        original_validation_result: false,
        user_answer: 'Marcus Aurelious',
      });
      const turned = await check(alice, card, 'Marcus Aurelious');
      expect(turned).toMatchObject({ is_correct: true, false_positives: [] });
      expect(turned.alternative_answers).toEqual(['Aurelius', 'Marcus Aurelious']);
    });

    it('learns nothing from a verdict that was not overridden, nor for the other direction', async () => {
      const card = await create(alice, 'Seneca', 'Tutor of Nero');
      await finalize(alice, card, { is_correct: true, user_answer: 'Senecus' });
      expect(await check(alice, card, 'Sen')).toMatchObject({ is_correct: false });
      await finalize(alice, card, {
        is_correct: true,
        was_overridden: true,
        original_validation_result: false,
        user_answer: 'The younger',
        challenge_direction: 'answer_on_verso',
      });
      expect(await check(alice, card, 'The younger')).toMatchObject({ is_correct: false });
    });
  });

  it('refuses every challenge call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/challenge_session'],
      ['POST', '/challenge'],
      ['POST', '/challenge/finalize'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.not_authenticated' });
    }
  });
});
