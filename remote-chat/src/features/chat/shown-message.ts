import type { ChatMessage } from '@lyceum/contracts';

/**
 * How far an answer got: `streaming` while it arrives, `stopped` when the learner stopped it
 * (what was written stays), `failed` when it could not be written (the persona apologises).
 */
export type AnswerState = 'done' | 'streaming' | 'stopped' | 'failed';

/**
 * A message as the chat shows it; `fallback` marks an answer of this visit written by the
 * extractive composer because the configured language model did not answer.
 */
export type ShownMessage = ChatMessage & { state: AnswerState; fallback?: boolean };

export const shownMessages = (messages: readonly ChatMessage[]): ShownMessage[] =>
  messages.map((message) => ({ ...message, state: 'done' }));

let sequence = 0;

/** An id for a message made here, until a reload brings the server's. */
export const localId = () => `local-${(sequence += 1)}`;
