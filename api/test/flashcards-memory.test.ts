import { MASTERED_STABILITY_DAYS } from '@lyceum/contracts';
import { Rating, State, type Grade } from 'ts-fsrs';
import { createFlashcardsRepository } from '../src/modules/flashcards/flashcards-repository';
import { createFlashcardsService } from '../src/modules/flashcards/flashcards-service';
import {
  newMemory,
  retrievability,
  retrievabilitySql,
  review,
  scheduler,
  statusOf,
  type MemoryState,
} from '../src/modules/flashcards/memory';
import { bearer, buildTestApp, tokenFor, userIdOf, type TestApp } from './helper';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-05T09:00:00Z');
const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 3600_000);

/** A learner's scripted history: the day (from `start`) and the grade of each review. */
const HISTORY: Array<[number, Grade]> = [
  [0, Rating.Good],
  [0.01, Rating.Good],
  [2, Rating.Good],
  [9, Rating.Again],
  [9.02, Rating.Good],
  [12, Rating.Hard],
  [20, Rating.Good],
  [45, Rating.Easy],
  [120, Rating.Good],
];

/** The memory after each review of HISTORY. */
function replay(): MemoryState[] {
  const states: MemoryState[] = [];
  let memory = newMemory();
  for (const [day, grade] of HISTORY) {
    memory = review(memory, grade, at(day)).memory;
    states.push(memory);
  }
  return states;
}

const asCard = (memory: MemoryState) => ({
  ...memory,
  due: memory.due ?? start,
  last_review: memory.last_review ?? undefined,
});

describe('the memory model (pure)', () => {
  it('gives a card never reviewed no memory strength and the draft status', () => {
    const memory = newMemory();
    expect(memory.state).toBe(State.New);
    expect(retrievability(memory, at(3))).toBe(0);
    expect(statusOf(memory)).toBe('draft');
  });

  it("computes retrievability as ts-fsrs's get_retrievability does, at every step", () => {
    const states = replay();
    for (const memory of states) {
      for (const later of [0, 0.5, 1, 3.7, 30, 400]) {
        const now = new Date((memory.last_review as Date).getTime() + later * DAY);
        const expected = scheduler.get_retrievability(asCard(memory), now, false);
        expect(Math.abs(retrievability(memory, now) - expected)).toBeLessThan(1e-9);
      }
    }
  });

  it('derives learning while unstable or relearning, and mastered from the stability mark', () => {
    const states = replay();
    expect(statusOf(states[0] as MemoryState)).toBe('learning');
    // The lapse on day 9 sends the card back to relearning.
    expect((states[3] as MemoryState).state).toBe(State.Relearning);
    expect(statusOf(states[3] as MemoryState)).toBe('learning');
    const last = states[states.length - 1] as MemoryState;
    expect(last.state).toBe(State.Review);
    expect(last.stability).toBeGreaterThanOrEqual(MASTERED_STABILITY_DAYS);
    expect(statusOf(last)).toBe('mastered');
    expect(statusOf({ state: State.Review, stability: MASTERED_STABILITY_DAYS - 0.01 })).toBe(
      'learning',
    );
    expect(statusOf({ state: State.Review, stability: MASTERED_STABILITY_DAYS })).toBe('mastered');
  });
});

describe('the memory model in SQL', () => {
  let t: TestApp;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
    token = await tokenFor(t.app, 'mnemosyne', 'mnemosyne@lyceum.test');
    userId = await userIdOf(t.app, 'mnemosyne');
  });
  afterAll(() => t.close());

  it("equals ts-fsrs's get_retrievability within 1e-6 for a scripted review history", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards',
      headers: bearer(token),
      payload: { recto: 'Mnemosyne', verso: 'Mother of the Muses' },
    });
    const id = created.json<{ id: number }>().id;
    const repository = createFlashcardsRepository(t.app.db);
    let compared = 0;
    for (const memory of replay()) {
      await repository.saveMemory(id, memory);
      for (const later of [0, 0.3, 1, 2.5, 10, 61, 365]) {
        const now = new Date((memory.last_review as Date).getTime() + later * DAY);
        const [row] = await t.app.db.query<{ r: number }>(
          `SELECT ${retrievabilitySql('$1')} AS r FROM flashcards f WHERE f.id = $2`,
          [now, id],
        );
        const expected = scheduler.get_retrievability(asCard(memory), now, false);
        expect(Math.abs(Number(row?.r) - expected)).toBeLessThan(1e-6);
        compared += 1;
      }
    }
    expect(compared).toBe(HISTORY.length * 7);
  });

  it('lists and sorts by that value, and derives the status the memory gives', async () => {
    const repository = createFlashcardsRepository(t.app.db);
    const service = createFlashcardsService({
      db: t.app.db,
      quotas: t.config.quotas,
      now: () => at(130),
    });
    const states = replay();
    // Three cards: one reviewed through the whole history, one through its first review, one never.
    const ids: number[] = [];
    for (const recto of ['whole history', 'one review', 'never reviewed']) {
      const card = await service.create(userId, { recto, verso: 'memory' });
      ids.push(card.id);
    }
    await repository.saveMemory(ids[0] as number, states[states.length - 1] as MemoryState);
    await repository.saveMemory(ids[1] as number, states[0] as MemoryState);

    const list = await service.list(userId, { q: 'memory', sort: 'memory_strength' });
    const strength = (memory: MemoryState) =>
      scheduler.get_retrievability(asCard(memory), at(130), false);
    expect(list.flashcards.map((card) => [card.recto, card.status, card.memory_strength])).toEqual([
      ['never reviewed', 'draft', 0],
      ['one review', 'learning', expect.closeTo(strength(states[0] as MemoryState), 6)],
      [
        'whole history',
        'mastered',
        expect.closeTo(strength(states[states.length - 1] as MemoryState), 6),
      ],
    ]);
    // Counts cover all the user's cards: the first test's card went through the whole history too.
    expect(list.status_counts).toEqual({ draft: 1, learning: 1, paused: 0, mastered: 2 });
  });
});
