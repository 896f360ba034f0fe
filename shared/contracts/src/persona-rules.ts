// Personas and chat: the constants and small rules shared by the API, the chat and the back office;
// no schema library here, so a browser bundle can import them (`@lyceum/contracts/constants`).

/** Longest persona fields, in characters. */
export const PERSONA_NAME_MAX = 100;
export const PERSONA_DATE_MAX = 50;
export const PERSONA_DESCRIPTION_MAX = 1000;
export const PERSONA_TAGS_MAX = 500;
/** The vector database key names a collection. */
export const PERSONA_KEY_MAX = 200;

/** A persona's profile is a Markdown file (.md) of at most 200 KB of UTF-8 text. */
export const PROFILE_FILE_EXTENSION = '.md';
export const PROFILE_MAX_BYTES = 200 * 1024;

/** The persona form checks the vector database key 500 ms after the last keystroke. */
export const KEY_VALIDATION_DEBOUNCE_MS = 500;

/** A persona card on Discover shows its first 2 tags, then "+N" for the rest. */
export const PERSONA_CARD_TAGS = 2;

/** A chat message is at most 2000 characters. */
export const CHAT_MESSAGE_MAX = 2000;

/**
 * Conversation memory per user and persona: the last 20 messages, kept 7 days after the last one;
 * the answer is written with the last 6 exchanges in mind.
 */
export const CHAT_HISTORY_MAX = 20;
export const CHAT_HISTORY_TTL_SECONDS = 7 * 24 * 60 * 60;
export const CHAT_CONTEXT_TURNS = 6;

/** A debate keeps its last 10 questions (each with its turns), as long as a conversation. */
export const DEBATE_ROUNDS_MAX = 10;

/** An answer cites at most 5 ideas; under it, at most 3 counterpoints, one per other thinker. */
export const CHAT_SOURCES_MAX = 5;
export const COUNTERPOINTS_MAX = 3;

/** Reciprocal rank fusion adds 1 / (k + rank) from each list, with k = 60. */
export const RRF_K = 60;

/**
 * How an answer's ideas were found: by words and by vectors, fused by reciprocal rank fusion
 * (`hybrid`), or by words alone (`lexical`) when no embedder serves the question; then diversified.
 */
export const SELECTION_METHODS = ['hybrid', 'lexical'] as const;
export type SelectionMethod = (typeof SELECTION_METHODS)[number];

/** Who wrote an answer: the configured language model, or the extractive composer. */
export const ANSWER_GENERATORS = ['llm', 'extractive'] as const;
export type AnswerGenerator = (typeof ANSWER_GENERATORS)[number];

/**
 * The events of a streamed answer, in order: `references` (the sources, before any text), `delta`
 * (a piece of the answer) any number of times, then `done` (the whole answer and its
 * counterpoints) or `error` ({detail, code}).
 */
export const CHAT_STREAM_EVENTS = ['references', 'delta', 'done', 'error'] as const;
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];

/**
 * A persona's period, "birth - death" with "?" for a missing end; null when both are missing (the
 * screens then say the period is unknown, in the reader's language).
 */
export function personaPeriod(
  birth: string | null | undefined,
  death: string | null | undefined,
): string | null {
  const start = birth?.trim() ?? '';
  const end = death?.trim() ?? '';
  if (!start && !end) return null;
  return `${start || '?'} - ${end || '?'}`;
}
