// The flashcard library's constants, shared by the API and the Academy screens; no schema library
// here, so a browser bundle can import them (`@lyceum/contracts/constants`).

/** A card's status: never reviewed, being learned, paused by the user, or well remembered. */
export const FLASHCARD_STATUSES = ['draft', 'learning', 'paused', 'mastered'] as const;
export type FlashcardStatusName = (typeof FLASHCARD_STATUSES)[number];

/** Sorts of the list: memory strength ascending (default), status in the order above, newest. */
export const FLASHCARD_SORTS = ['memory_strength', 'status', 'created'] as const;
export const FLASHCARD_SORT_DEFAULT = 'memory_strength';

/** The list call's page size when none is asked, and the largest it gives. */
export const FLASHCARD_PAGE_SIZE_DEFAULT = 10;
export const FLASHCARD_PAGE_SIZE_MAX = 100;

/** Stability (days) from which a reviewed card counts as mastered: the usual "mature" mark. */
export const MASTERED_STABILITY_DAYS = 21;

export const FLASHCARD_TEXT_MAX = 5000;
export const TAG_NAME_MAX = 100;

/** The most lines one import takes. */
export const IMPORT_MAX_LINES = 10_000;

/**
 * The lines of an import's text that each make a card, or an error: its non-blank lines. Lines
 * end with LF, CRLF or CR and are numbered from 1, blank ones included. The import screen counts
 * these before sending; the server reads exactly these.
 */
export function importCardLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter((line) => line.text.trim() !== '');
}

/** A challenge session's card count: 10 unless asked, from 1 to 50. */
export const CHALLENGE_LIMIT_DEFAULT = 10;
export const CHALLENGE_LIMIT_MIN = 1;
export const CHALLENGE_LIMIT_MAX = 50;

/**
 * Which side the learner types: `answer_on_recto` shows the verso and expects the recto,
 * `answer_on_verso` the reverse. The challenge screen uses `answer_on_recto`.
 */
export const CHALLENGE_DIRECTIONS = ['answer_on_recto', 'answer_on_verso'] as const;
export type ChallengeDirectionName = (typeof CHALLENGE_DIRECTIONS)[number];

export const CONFIDENCE_LEVELS = ['easy', 'medium', 'hard'] as const;

/** What the challenge screen sends with every answer and verdict: fixed, whatever the answer. */
export const CHALLENGE_RESPONSE_TIME = 0.1;
export const CHALLENGE_CONFIDENCE = 'easy';

/**
 * The rule of the answer check that decided a verdict, in the order they are tried: an answer
 * the learner rejected before, the expected text after normalization, one of its alternatives,
 * an answer the learner accepted before, a small typo; `no_match` when none applies.
 */
export const VALIDATION_METHODS = [
  'false_positive',
  'exact',
  'alternative',
  'learned',
  'typo',
  'no_match',
] as const;
export type ValidationMethodName = (typeof VALIDATION_METHODS)[number];

/** How many answers a card remembers from overrides, on each side (the oldest go first). */
export const LEARNED_ANSWERS_MAX = 50;

/** The progress chart's span, the sessions the analytics summary covers, the list's page size. */
export const LEARNING_STATS_DAYS_DEFAULT = 30;
export const LEARNING_STATS_DAYS_MAX = 365;
export const LEARNING_ANALYTICS_LIMIT_DEFAULT = 50;
export const LEARNING_ANALYTICS_LIMIT_MAX = 1000;
export const LEARNING_SESSIONS_PAGE_SIZE_DEFAULT = 20;
export const LEARNING_SESSIONS_PAGE_SIZE_MAX = 100;
/** The longest session the API records: a day. */
export const LEARNING_SESSION_SECONDS_MAX = 86_400;
