import {
  CHALLENGE_LIMIT_DEFAULT,
  CHALLENGE_LIMIT_MAX,
  CHALLENGE_LIMIT_MIN,
  LEARNING_SESSION_SECONDS_MAX,
} from '@lyceum/contracts/constants';
import type { ChallengeAnswerResult, Flashcard, LearningSessionBody } from '@lyceum/contracts';

// The rules of a challenge session, free of React: the queue of cards, where a missed card goes,
// which card comes next, and what the session counts when it is saved.

/** One card of the session and how it went so far. */
export interface ChallengeCard {
  flashcard: Flashcard;
  /** Answered right once (after any override): it does not come back. */
  isCompleted: boolean;
  /** Verdicts recorded for it (finalized answers). */
  attempts: number;
  /** How many times it has been put in front of the learner, this time included. */
  timesSeen: number;
  /** The verdict that stood for its latest answer; null before the first. */
  lastResult: boolean | null;
}

export interface ChallengeQueue {
  cards: ChallengeCard[];
  /** The position of the card being asked. */
  index: number;
}

/** A new queue in the order the server gave, the first card asked first. */
export function createQueue(flashcards: readonly Flashcard[]): ChallengeQueue {
  return {
    cards: flashcards.map((flashcard) => ({
      flashcard,
      isCompleted: false,
      attempts: 0,
      timesSeen: 1,
      lastResult: null,
    })),
    index: 0,
  };
}

export function currentCard(queue: ChallengeQueue): ChallengeCard | undefined {
  return queue.cards[queue.index];
}

export function isQueueComplete(queue: ChallengeQueue): boolean {
  return queue.cards.every((card) => card.isCompleted);
}

/**
 * The first incomplete card after `from` other than `from` itself, going round to the start of
 * the queue; `from` itself when it is the only one left; undefined when every card is done.
 */
function nextIncomplete(cards: readonly ChallengeCard[], from: number): ChallengeCard | undefined {
  for (let step = 1; step < cards.length; step += 1) {
    const card = cards[(from + step) % cards.length];
    if (card && !card.isCompleted) return card;
  }
  const self = cards[from];
  return self && !self.isCompleted ? self : undefined;
}

/**
 * Records the verdict that stood for the current card (`random` in [0, 1) picks where a missed
 * card goes) and moves to the next card to ask:
 * - a card answered right is complete and stays where it is;
 * - a missed card moves to a random position strictly after its own (to the end when it is
 *   already last) and counts one more time seen;
 * - the next card is the first incomplete one after the answered card, going round to the first
 *   incomplete one of the queue; the missed card itself only when no other is left.
 */
export function applyVerdict(
  queue: ChallengeQueue,
  correct: boolean,
  random: number,
  updated?: Flashcard,
): ChallengeQueue {
  const answered = queue.cards[queue.index];
  if (!answered) return queue;
  const card: ChallengeCard = {
    ...answered,
    flashcard: updated ?? answered.flashcard,
    attempts: answered.attempts + 1,
    lastResult: correct,
    isCompleted: correct,
    timesSeen: correct ? answered.timesSeen : answered.timesSeen + 1,
  };
  const cards = queue.cards.map((other, position) => (position === queue.index ? card : other));
  const next = nextIncomplete(cards, queue.index);
  if (!correct) {
    cards.splice(queue.index, 1);
    // With the card taken out, the positions after its old one run from index + 1 to the end.
    const first = Math.min(queue.index + 1, cards.length);
    const span = cards.length - first + 1;
    const at = first + Math.min(span - 1, Math.floor(Math.max(0, random) * span));
    cards.splice(at, 0, card);
  }
  const index = next ? cards.indexOf(next) : queue.index;
  return { cards, index };
}

/**
 * The queue without the current card (deleted meanwhile): the next card is the first incomplete
 * one from its place on, going round.
 */
export function dropCurrent(queue: ChallengeQueue): ChallengeQueue {
  const cards = queue.cards.filter((_, position) => position !== queue.index);
  if (cards.length === 0) return { cards, index: 0 };
  // The card that followed the dropped one now stands at its place (or the first, past the end).
  const start = queue.index % cards.length;
  const next = nextIncomplete(cards, (start - 1 + cards.length) % cards.length);
  return { cards, index: next ? cards.indexOf(next) : 0 };
}

/** The queue with this card's content replaced (after an edit), everything else unchanged. */
export function replaceFlashcard(queue: ChallengeQueue, flashcard: Flashcard): ChallengeQueue {
  return {
    ...queue,
    cards: queue.cards.map((card) =>
      card.flashcard.id === flashcard.id ? { ...card, flashcard } : card,
    ),
  };
}

export interface QueueTally {
  /** Cards in the session. */
  cards: number;
  completed: number;
  /** Cards answered at least once. */
  answered: number;
  /** Of those, the cards whose first answer stood as right. */
  rightFirstTime: number;
  /** Every verdict recorded. */
  answers: number;
}

/**
 * What the session counts. A right verdict completes a card, so a card was right the first time
 * exactly when it is complete after a single answer.
 */
export function tallyQueue(queue: ChallengeQueue): QueueTally {
  let completed = 0;
  let answered = 0;
  let rightFirstTime = 0;
  let answers = 0;
  for (const card of queue.cards) {
    if (card.isCompleted) completed += 1;
    if (card.attempts > 0) answered += 1;
    if (card.isCompleted && card.attempts === 1) rightFirstTime += 1;
    answers += card.attempts;
  }
  return { cards: queue.cards.length, completed, answered, rightFirstTime, answers };
}

/** The share of cards right the first time, in percent (0 without cards). */
export const successRate = (tally: QueueTally): number =>
  tally.answered === 0 ? 0 : (tally.rightFirstTime / tally.answered) * 100;

/** The verdict that stands: the server's, or its opposite when the learner overrode it. */
export const finalVerdict = (result: ChallengeAnswerResult, overridden: boolean): boolean =>
  overridden ? !result.is_correct : result.is_correct;

/**
 * The number of cards asked for: a whole number from the smallest to the largest a challenge
 * takes; anything else (blank, out of range, a fraction, letters) gives the default.
 */
export function parseCardCount(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return CHALLENGE_LIMIT_DEFAULT;
  const count = Number(trimmed);
  return count >= CHALLENGE_LIMIT_MIN && count <= CHALLENGE_LIMIT_MAX
    ? count
    : CHALLENGE_LIMIT_DEFAULT;
}

/** What identifies a session when it is saved: made once when it starts. */
export interface SessionRecord {
  /** Sent as client_session_id: saving again with it never records the session twice. */
  id: string;
  /** When the session started (ISO). */
  startedAt: string;
  /** The tags the cards were chosen by; empty for all cards. */
  tags: string[];
}

/** The body that saves a session; null while no card has been answered (nothing to save). */
export function sessionBody(
  record: SessionRecord,
  queue: ChallengeQueue,
  elapsedMs: number,
): LearningSessionBody | null {
  const tally = tallyQueue(queue);
  if (tally.answered === 0) return null;
  return {
    session_date: record.startedAt,
    total_cards: tally.answered,
    correct_answers: tally.rightFirstTime,
    session_duration_seconds: Math.min(
      LEARNING_SESSION_SECONDS_MAX,
      Math.max(0, Math.floor(elapsedMs / 1000)),
    ),
    tags_filter: record.tags.length > 0 ? [...record.tags] : null,
    client_session_id: record.id,
  };
}

/** A random version 4 UUID, also where crypto.randomUUID is missing (a page served over http). */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Seconds as m:ss (minutes keep counting past an hour). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
