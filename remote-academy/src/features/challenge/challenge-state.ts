import type { ChallengeAnswerResult, Flashcard } from '@lyceum/contracts';
import {
  applyVerdict,
  createQueue,
  dropCurrent,
  isQueueComplete,
  replaceFlashcard,
  type ChallengeQueue,
  type SessionRecord,
} from './challenge-queue';

// The challenge screen as a state machine, free of React and of the network:
//   setup ──start──▶ session (answering ⇄ reviewing) ──last card right──▶ completed
//   session ──exit──▶ setup;  completed ──new challenge──▶ setup
//   session ──the only card left is deleted──▶ setup

/** The server's verdict on the answer being reviewed, and whether the learner reversed it. */
export interface Review {
  answer: string;
  result: ChallengeAnswerResult;
  overridden: boolean;
}

export type ChallengeState =
  | { phase: 'setup' }
  | {
      phase: 'session';
      record: SessionRecord;
      queue: ChallengeQueue;
      /** Null while answering; the verdict once the answer is checked. */
      review: Review | null;
      /** Counts the cards put in front of the learner, so each one starts afresh. */
      turn: number;
    }
  | { phase: 'completed'; record: SessionRecord; queue: ChallengeQueue };

export type ChallengeAction =
  | { type: 'start'; record: SessionRecord; flashcards: Flashcard[] }
  | { type: 'checked'; answer: string; result: ChallengeAnswerResult }
  | { type: 'toggleOverride' }
  /** The verdict was recorded; `random` in [0, 1) places a missed card. */
  | { type: 'finalized'; correct: boolean; random: number; flashcard?: Flashcard }
  | { type: 'edited'; flashcard: Flashcard }
  /** The current card no longer exists (deleted elsewhere): it leaves the session. */
  | { type: 'dropped' }
  | { type: 'toSetup' };

export const initialChallengeState: ChallengeState = { phase: 'setup' };

export function challengeReducer(state: ChallengeState, action: ChallengeAction): ChallengeState {
  switch (action.type) {
    case 'start':
      if (action.flashcards.length === 0) return state;
      return {
        phase: 'session',
        record: action.record,
        queue: createQueue(action.flashcards),
        review: null,
        turn: 1,
      };
    case 'checked':
      if (state.phase !== 'session' || state.review) return state;
      return {
        ...state,
        review: { answer: action.answer, result: action.result, overridden: false },
      };
    case 'toggleOverride':
      if (state.phase !== 'session' || !state.review?.result.can_override) return state;
      return { ...state, review: { ...state.review, overridden: !state.review.overridden } };
    case 'finalized': {
      if (state.phase !== 'session' || !state.review) return state;
      const queue = applyVerdict(state.queue, action.correct, action.random, action.flashcard);
      if (isQueueComplete(queue)) return { phase: 'completed', record: state.record, queue };
      return { ...state, queue, review: null, turn: state.turn + 1 };
    }
    case 'dropped': {
      if (state.phase !== 'session') return state;
      const queue = dropCurrent(state.queue);
      if (queue.cards.length === 0) return initialChallengeState;
      if (isQueueComplete(queue)) return { phase: 'completed', record: state.record, queue };
      return { ...state, queue, review: null, turn: state.turn + 1 };
    }
    case 'edited':
      if (state.phase === 'setup') return state;
      return { ...state, queue: replaceFlashcard(state.queue, action.flashcard) };
    case 'toSetup':
      return initialChallengeState;
  }
}
