import { MASTERED_STABILITY_DAYS, type FlashcardStatusName } from '@lyceum/contracts';
import {
  computeDecayFactor,
  createEmptyCard,
  fsrs,
  State,
  type Card,
  type Grade,
  type ReviewLog,
} from 'ts-fsrs';

/**
 * The memory model (DESIGN.md section 4): FSRS through ts-fsrs, with its default parameters and
 * no interval fuzz, so a review history always schedules the same way.
 */
export const scheduler = fsrs({ enable_fuzz: false });

const DAY_MS = 24 * 60 * 60 * 1000;
const { decay: DECAY, factor: FACTOR } = computeDecayFactor(scheduler.parameters.w);

/** The FSRS card of a flashcard row, as the `flashcards` table stores it. */
export interface MemoryState {
  due: Date | null;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: Date | null;
}

/** A card never reviewed: what a new flashcard starts with. */
export function newMemory(): MemoryState {
  return { ...fromCard(createEmptyCard()), due: null, last_review: null };
}

const toCard = (memory: MemoryState, now: Date): Card => ({
  ...memory,
  due: memory.due ?? now,
  last_review: memory.last_review ?? undefined,
});

const fromCard = (card: Card): MemoryState => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ?? null,
});

/** The memory after one review graded `grade` at `now`, and the log ts-fsrs keeps of it. */
export function review(
  memory: MemoryState,
  grade: Grade,
  now: Date,
): { memory: MemoryState; log: ReviewLog } {
  const { card, log } = scheduler.next(toCard(memory, now), now, grade);
  return { memory: fromCard(card), log };
}

/**
 * Retrievability at `now`: the probability of recalling the card, 0 for a card never reviewed.
 * ts-fsrs's forgetting curve R = (1 + FACTOR · t / S)^DECAY, with t the whole days elapsed since
 * the last review (never negative) and S the stability, both rounded as ts-fsrs rounds them.
 * `retrievabilitySql` is the same formula in SQL; the two must stay identical.
 */
export function retrievability(memory: MemoryState, now: Date): number {
  if (memory.state === State.New || !memory.last_review || memory.stability <= 0) return 0;
  const days = Math.max(Math.floor((now.getTime() - memory.last_review.getTime()) / DAY_MS), 0);
  const stability = Number(memory.stability.toFixed(8));
  return Math.round(Math.pow(1 + (FACTOR * days) / stability, DECAY) * 1e8) / 1e8;
}

/**
 * `retrievability` over a `flashcards` row aliased `card`, at the timestamptz parameter `now`
 * (such as `$2`): the list computes memory strength and sorts by it with this expression. It
 * stays in double precision (numeric rounding would cost more than the rest of the list on
 * 10,000 cards); `roundStrength` rounds the values read as ts-fsrs does.
 */
export function retrievabilitySql(now: string, card = 'f'): string {
  const days = `greatest(floor(date_part('epoch', ${now} - ${card}.last_review) / 86400), 0)`;
  return `(CASE WHEN ${card}.state = 0 OR ${card}.last_review IS NULL OR ${card}.stability <= 0 THEN 0::double precision
    ELSE power(1 + ${FACTOR} * ${days} / ${card}.stability, ${DECAY}) END)`;
}

/** A memory strength rounded to 8 decimals, as ts-fsrs rounds retrievability. */
export const roundStrength = (value: number) => Math.round(Number(value) * 1e8) / 1e8;

/**
 * The status a card's memory gives it: `draft` never reviewed, `mastered` once a review-state
 * card's stability reaches MASTERED_STABILITY_DAYS, `learning` otherwise (learning, relearning, or
 * not yet stable enough). `paused` is the user's choice and never comes from memory.
 */
export function statusOf(memory: Pick<MemoryState, 'state' | 'stability'>): FlashcardStatusName {
  if (memory.state === State.New) return 'draft';
  if (memory.state === State.Review && memory.stability >= MASTERED_STABILITY_DAYS) {
    return 'mastered';
  }
  return 'learning';
}
