import {
  cleanTagNames,
  CHALLENGE_LIMIT_DEFAULT,
  type ChallengeAnswerBody,
  type ChallengeAnswerResult,
  type ChallengeFinalizeBody,
  type ChallengeSession,
  type ChallengeSessionQuery,
  type Flashcard,
} from '@lyceum/contracts';
import { Rating } from 'ts-fsrs';
import type { Database } from '../../../db';
import { apiError } from '../../../lib/http-errors';
import { createFlashcardsRepository } from '../flashcards-repository';
import { review } from '../memory';
import { alternativesOf, checkAnswer, normalizeAnswer, sameAnswer } from './answer-check';
import { diffAnswer } from './answer-diff';
import { createChallengeRepository } from './challenge-repository';

export interface ChallengeDeps {
  db: Database;
  /** The clock reviews are recorded at (tests move it). */
  now?: () => Date;
}

/** The answers in `answers`, each once (as the check compares them), in their order. */
function distinct(answers: readonly string[]): string[] {
  const kept: string[] = [];
  for (const answer of answers) {
    if (!kept.some((other) => sameAnswer(other, answer))) kept.push(answer);
  }
  return kept;
}

/**
 * Challenge sessions over the signed-in user's own cards: choosing the cards, checking an answer
 * (which records nothing), and finalizing the verdict that stands as one FSRS review. A verdict
 * the learner overrode teaches the card that answer, so the next check decides as they did.
 */
export function createChallengeService({ db, now = () => new Date() }: ChallengeDeps) {
  const challenge = createChallengeRepository(db);

  return {
    async session(userId: number, query: ChallengeSessionQuery): Promise<ChallengeSession> {
      const tags = cleanTagNames(query.tags).map((name) => name.toLowerCase());
      const limit = query.limit ?? CHALLENGE_LIMIT_DEFAULT;
      return { flashcards: await challenge.sessionCards(userId, tags, limit, now()) };
    },

    async check(userId: number, body: ChallengeAnswerBody): Promise<ChallengeAnswerResult> {
      const card = await challenge.answers(userId, body.flashcard_id, body.challenge_direction);
      if (!card) throw apiError('flashcards.not_found');
      const expected = body.challenge_direction === 'answer_on_recto' ? card.recto : card.verso;
      const verdict = checkAnswer(body.user_response, {
        expected,
        accepted: card.accepted,
        rejected: card.rejected,
      });
      return {
        ...verdict,
        correct_answer: expected,
        alternative_answers: distinct([...alternativesOf(expected), ...card.accepted]).filter(
          (answer) => !sameAnswer(answer, expected),
        ),
        false_positives: card.rejected,
        can_override: true,
        diff: diffAnswer(body.user_response, expected),
      };
    },

    /**
     * Records the verdict as one review (right → Good, wrong → Again) and the card's new memory
     * and status, in one transaction. An overridden verdict with an answer teaches the card that
     * answer: to accept when overridden to right, to reject when overridden to wrong.
     */
    async finalize(userId: number, body: ChallengeFinalizeBody): Promise<Flashcard> {
      const at = now();
      await db.transaction(async (q) => {
        const cards = createFlashcardsRepository(q);
        const memory = await cards.lockMemory(userId, body.flashcard_id);
        if (!memory) throw apiError('flashcards.not_found');
        const { memory: next, log } = review(
          memory,
          body.is_correct ? Rating.Good : Rating.Again,
          at,
        );
        await cards.saveMemory(body.flashcard_id, next);
        const tx = createChallengeRepository(q);
        await tx.logReview(userId, body.flashcard_id, log, body.was_overridden);
        const answer = body.user_answer?.trim() ?? '';
        const normalized = normalizeAnswer(answer);
        if (body.was_overridden && normalized !== '') {
          await tx.learn(
            body.flashcard_id,
            body.challenge_direction,
            { text: answer, normalized },
            body.is_correct,
          );
        }
      });
      const [card] = await createFlashcardsRepository(db).cards(userId, [body.flashcard_id], at);
      if (!card) throw apiError('flashcards.not_found');
      return card;
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
