import { frenchTypographyProblems, stringsOf } from '@lyceum/build/french-typography';
import type { ChallengeAnswerResult } from '@lyceum/contracts';
import { testFlashcard } from '../../testing/flashcard';
import en from '../../locales/en/challenge.json';
import fr from '../../locales/fr/challenge.json';
import {
  applyVerdict,
  createQueue,
  currentCard,
  finalVerdict,
  formatClock,
  isQueueComplete,
  newSessionId,
  parseCardCount,
  dropCurrent,
  replaceFlashcard,
  sessionBody,
  successRate,
  tallyQueue,
  type ChallengeQueue,
} from './challenge-queue';
import { challengeReducer, initialChallengeState, type ChallengeState } from './challenge-state';
import { formatRate } from './components/challenge-summary';

const flashcard = testFlashcard;

const ids = (queue: ChallengeQueue) => queue.cards.map((card) => card.flashcard.id);
const current = (queue: ChallengeQueue) => currentCard(queue)?.flashcard.id;
const queueOf = (...cardIds: number[]) => createQueue(cardIds.map((id) => flashcard(id)));

describe('the queue', () => {
  test('starts with every card unanswered, seen once, the first one asked', () => {
    const queue = queueOf(1, 2, 3);
    expect(queue.index).toBe(0);
    expect(queue.cards[1]).toEqual({
      flashcard: flashcard(2),
      isCompleted: false,
      attempts: 0,
      timesSeen: 1,
      lastResult: null,
    });
    expect(isQueueComplete(queue)).toBe(false);
  });

  test('a right answer completes the card where it is and asks the next one', () => {
    const queue = applyVerdict(queueOf(1, 2, 3), true, 0.5);
    expect(ids(queue)).toEqual([1, 2, 3]);
    expect(queue.cards[0]).toMatchObject({ isCompleted: true, attempts: 1, lastResult: true });
    expect(queue.cards[0]?.timesSeen).toBe(1);
    expect(current(queue)).toBe(2);
  });

  test('a missed card goes strictly later, anywhere up to the end, and counts one more sight', () => {
    // random 0 → the first place after its own; just under 1 → the very end.
    const early = applyVerdict(queueOf(1, 2, 3, 4), false, 0);
    expect(ids(early)).toEqual([2, 1, 3, 4]);
    const late = applyVerdict(queueOf(1, 2, 3, 4), false, 0.999);
    expect(ids(late)).toEqual([2, 3, 4, 1]);
    const middle = applyVerdict(queueOf(1, 2, 3, 4), false, 0.5);
    expect(ids(middle)).toEqual([2, 3, 1, 4]);
    for (const queue of [early, late, middle]) {
      const missed = queue.cards.find((card) => card.flashcard.id === 1);
      expect(missed).toMatchObject({
        isCompleted: false,
        attempts: 1,
        timesSeen: 2,
        lastResult: false,
      });
      // The card after the missed one is asked next, never the missed one again.
      expect(current(queue)).toBe(2);
    }
  });

  test('from the middle of the queue a missed card still goes after its own place', () => {
    let queue = applyVerdict(queueOf(1, 2, 3, 4), true, 0);
    expect(current(queue)).toBe(2);
    queue = applyVerdict(queue, false, 0);
    expect(ids(queue)).toEqual([1, 3, 2, 4]);
    expect(current(queue)).toBe(3);
  });

  test('a missed last card stays last, and the next card is the first incomplete one', () => {
    let queue = queueOf(1, 2, 3);
    queue = applyVerdict(queue, false, 0); // 1 missed → [2, 1, 3]
    queue = applyVerdict(queue, true, 0); // 2 right
    expect(current(queue)).toBe(1);
    queue = applyVerdict(queue, true, 0); // 1 right
    expect(current(queue)).toBe(3);
    queue = applyVerdict(queue, false, 0.7); // 3 missed, already last
    expect(ids(queue)).toEqual([2, 1, 3]);
    expect(current(queue)).toBe(3);
    expect(queue.cards[2]?.timesSeen).toBe(2);
  });

  test('a card missed again and again, alone, is asked again each time', () => {
    let queue = queueOf(1, 2, 3);
    queue = applyVerdict(queue, false, 0.999); // [2, 3, 1]
    expect(current(queue)).toBe(2);
    queue = applyVerdict(queue, false, 0.999); // [3, 1, 2]
    expect(ids(queue)).toEqual([3, 1, 2]);
    expect(current(queue)).toBe(3);
    queue = applyVerdict(queue, true, 0);
    expect(current(queue)).toBe(1);
    queue = applyVerdict(queue, true, 0);
    expect(current(queue)).toBe(2);
    queue = applyVerdict(queue, false, 0);
    expect(current(queue)).toBe(2);
    expect(queue.cards.find((card) => card.flashcard.id === 2)?.timesSeen).toBe(3);
  });

  test('past the last position the queue goes round to the first incomplete card', () => {
    // Missed cards always go later, so this happens only to a queue arranged so; the rule holds.
    const [one, two, three] = queueOf(1, 2, 3).cards;
    const done = (card: typeof one) => ({ ...card!, isCompleted: true, attempts: 1 });
    const arranged: ChallengeQueue = { cards: [done(one), two!, three!], index: 2 };
    const right = applyVerdict(arranged, true, 0);
    expect(current(right)).toBe(2);
    const missed = applyVerdict(arranged, false, 0.5);
    expect(ids(missed)).toEqual([1, 2, 3]);
    expect(current(missed)).toBe(2);
  });

  test('completes when every card is answered right once', () => {
    let queue = queueOf(1, 2);
    queue = applyVerdict(queue, true, 0);
    expect(isQueueComplete(queue)).toBe(false);
    queue = applyVerdict(queue, false, 0);
    expect(isQueueComplete(queue)).toBe(false);
    queue = applyVerdict(queue, true, 0);
    expect(isQueueComplete(queue)).toBe(true);
  });

  test('the card the server sent back replaces the answered one; an edit replaces its content', () => {
    const updated = { ...flashcard(1), status: 'learning' as const };
    const queue = applyVerdict(queueOf(1, 2), true, 0, updated);
    expect(queue.cards[0]?.flashcard.status).toBe('learning');
    const edited = replaceFlashcard(queue, { ...flashcard(2), verso: 'new back' });
    expect(edited.cards[1]?.flashcard.verso).toBe('new back');
    expect(edited.cards[1]?.timesSeen).toBe(1);
    expect(edited.index).toBe(1);
  });
});

describe('what a session counts', () => {
  test('cards answered, right the first time, and every answer', () => {
    let queue = queueOf(1, 2, 3, 4);
    expect(tallyQueue(queue)).toEqual({
      cards: 4,
      completed: 0,
      answered: 0,
      rightFirstTime: 0,
      answers: 0,
    });
    queue = applyVerdict(queue, true, 0); // 1 right first time
    queue = applyVerdict(queue, false, 0.999); // 2 missed → [1, 3, 4, 2]
    queue = applyVerdict(queue, true, 0); // 3 right first time
    expect(tallyQueue(queue)).toEqual({
      cards: 4,
      completed: 2,
      answered: 3,
      rightFirstTime: 2,
      answers: 3,
    });
    queue = applyVerdict(queue, false, 0); // 4 missed
    queue = applyVerdict(queue, true, 0); // 2 right, second time
    queue = applyVerdict(queue, true, 0); // 4 right, second time
    const tally = tallyQueue(queue);
    expect(tally).toEqual({ cards: 4, completed: 4, answered: 4, rightFirstTime: 2, answers: 6 });
    expect(successRate(tally)).toBe(50);
    expect(successRate(tallyQueue(queueOf(1)))).toBe(0);
  });

  test('the saved body: first answers, whole seconds, tags or null, the session id', () => {
    const record = { id: 'id-1', startedAt: '2026-03-01T10:00:00.000Z', tags: [] };
    expect(sessionBody(record, queueOf(1, 2), 5000)).toBeNull();
    let queue = applyVerdict(queueOf(1, 2, 3), false, 0.999);
    queue = applyVerdict(queue, true, 0);
    expect(sessionBody(record, queue, 61_900)).toEqual({
      session_date: '2026-03-01T10:00:00.000Z',
      total_cards: 2,
      correct_answers: 1,
      session_duration_seconds: 61,
      tags_filter: null,
      client_session_id: 'id-1',
    });
    expect(sessionBody({ ...record, tags: ['latin'] }, queue, 200_000_000)).toMatchObject({
      tags_filter: ['latin'],
      session_duration_seconds: 86_400,
    });
  });

  test('the verdict that stands is the reverse of the server’s when overridden', () => {
    const result = { is_correct: false } as ChallengeAnswerResult;
    expect(finalVerdict(result, false)).toBe(false);
    expect(finalVerdict(result, true)).toBe(true);
    expect(finalVerdict({ ...result, is_correct: true }, true)).toBe(false);
  });
});

describe('small rules', () => {
  test.each([
    ['10', 10],
    ['1', 1],
    ['50', 50],
    [' 7 ', 7],
    ['', 10],
    ['0', 10],
    ['51', 10],
    ['2.5', 10],
    ['-3', 10],
    ['abc', 10],
    ['1e1', 10],
  ])('the card count %j gives %d', (text, count) => {
    expect(parseCardCount(text)).toBe(count);
  });

  test('the clock reads m:ss, minutes going past the hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('62:05');
  });

  test('the success rate has one decimal, in the interface language', () => {
    expect(formatRate((5 / 6) * 100, 'en')).toBe('83.3%');
    // A no-break space before %, narrow or not depending on the ICU data.
    expect(formatRate((5 / 6) * 100, 'fr')).toMatch(/^83,3[\u00a0\u202f]%$/);
    expect(formatRate(100, 'en')).toBe('100.0%');
  });

  test('a session id is a version 4 UUID, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSessionId()).toMatch(uuid);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = newSessionId();
      expect(id).toMatch(uuid);
      expect(newSessionId()).not.toBe(id);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('the state machine', () => {
  const result = (is_correct: boolean): ChallengeAnswerResult => ({
    is_correct,
    correct_answer: 'front 1',
    alternative_answers: [],
    false_positives: [],
    validation_method: is_correct ? 'exact' : 'no_match',
    can_override: true,
    diff: [],
  });
  const record = { id: 'id', startedAt: '2026-03-01T10:00:00.000Z', tags: [] };

  test('setup → answering → reviewing → next card → completed → setup', () => {
    let state: ChallengeState = challengeReducer(initialChallengeState, {
      type: 'start',
      record,
      flashcards: [],
    });
    expect(state.phase).toBe('setup');
    state = challengeReducer(state, {
      type: 'start',
      record,
      flashcards: [flashcard(1), flashcard(2)],
    });
    expect(state).toMatchObject({ phase: 'session', review: null, turn: 1 });
    state = challengeReducer(state, { type: 'checked', answer: 'x', result: result(false) });
    expect(state).toMatchObject({ review: { answer: 'x', overridden: false } });
    state = challengeReducer(state, { type: 'toggleOverride' });
    expect(state).toMatchObject({ review: { overridden: true } });
    state = challengeReducer(state, { type: 'toggleOverride' });
    expect(state).toMatchObject({ review: { overridden: false } });
    state = challengeReducer(state, { type: 'finalized', correct: true, random: 0 });
    expect(state).toMatchObject({ phase: 'session', review: null, turn: 2 });
    state = challengeReducer(state, { type: 'checked', answer: 'y', result: result(true) });
    state = challengeReducer(state, { type: 'finalized', correct: true, random: 0 });
    expect(state.phase).toBe('completed');
    expect(challengeReducer(state, { type: 'toSetup' })).toBe(initialChallengeState);
  });

  test('an override needs a verdict that allows one; finalizing needs a verdict', () => {
    let state = challengeReducer(initialChallengeState, {
      type: 'start',
      record,
      flashcards: [flashcard(1)],
    });
    expect(challengeReducer(state, { type: 'finalized', correct: true, random: 0 })).toBe(state);
    expect(challengeReducer(state, { type: 'toggleOverride' })).toBe(state);
    state = challengeReducer(state, {
      type: 'checked',
      answer: '',
      result: { ...result(false), can_override: false },
    });
    expect(challengeReducer(state, { type: 'toggleOverride' })).toBe(state);
  });
});

describe('the texts', () => {
  const keys = (value: unknown): string[] => stringsOf(value).map(([key]) => key);

  test('English and French have the same keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  test('the French texts follow French typography', () => {
    expect(stringsOf(fr).flatMap(([, text]) => frenchTypographyProblems(text))).toEqual([]);
  });
});

describe('a card deleted meanwhile', () => {
  test('leaves the queue; the card after it is asked, going round past the end', () => {
    const queue = queueOf(1, 2, 3);
    expect(ids(dropCurrent(queue))).toEqual([2, 3]);
    expect(current(dropCurrent(queue))).toBe(2);
    const last = { ...queue, index: 2 };
    expect(current(dropCurrent(last))).toBe(1);
  });

  test('skips completed cards, and leaves an empty queue when it was the only card', () => {
    const done = applyVerdict(queueOf(1, 2, 3), true, 0);
    const atThird = { ...done, index: 2 };
    expect(current(dropCurrent(atThird))).toBe(2);
    expect(dropCurrent(queueOf(7)).cards).toEqual([]);
  });
});
