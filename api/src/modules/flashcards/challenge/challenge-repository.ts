import { LEARNED_ANSWERS_MAX, type ChallengeDirection } from '@lyceum/contracts';
import type { ReviewLog } from 'ts-fsrs';
import type { Queryable } from '../../../db';
import {
  CARD_COLUMNS,
  carriesTags,
  TAGS_OF,
  toFlashcard,
  type CardRow,
} from '../flashcards-repository';
import { retrievabilitySql } from '../memory';

/** A card's two sides and the answers it learned for one direction. */
export interface CardAnswersRow {
  recto: string;
  verso: string;
  accepted: string[];
  rejected: string[];
}

/** The SQL of the challenge: choosing its cards, the answers cards learn, the review log. */
export function createChallengeRepository(db: Queryable) {
  return {
    /**
     * Up to `limit` of the user's cards that are not paused, carrying every tag of `tags`
     * (lower-cased): cards due now first, weakest memory first; then drafts, oldest first (the
     * order they were written or imported in); then the other reviewed cards, weakest first.
     */
    async sessionCards(userId: number, tags: string[], limit: number, now: Date) {
      const rows = await db.query<CardRow>(
        `WITH p AS (
           SELECT ${CARD_COLUMNS}, ${retrievabilitySql('$2')} AS memory_strength,
                  CASE WHEN f.state = 0 THEN 1 WHEN f.due <= $2 THEN 0 ELSE 2 END AS run
             FROM flashcards f
            WHERE f.user_id = $1 AND f.status <> 'paused'
              ${tags.length > 0 ? `AND ${carriesTags('$4')}` : 'AND cardinality($4::text[]) = 0'}
            ORDER BY run, memory_strength, f.created_at, f.id
            LIMIT $3)
         SELECT p.*, ${TAGS_OF} FROM p ORDER BY p.run, p.memory_strength, p.created_at, p.id`,
        [userId, now, limit, tags],
      );
      return rows.map(toFlashcard);
    },

    /** The user's card `id` with the answers it learned for `direction`, or null. */
    answers: async (userId: number, id: number, direction: ChallengeDirection) =>
      (
        await db.query<CardAnswersRow>(
          `SELECT f.recto, f.verso,
                  coalesce(ARRAY(SELECT a.answer FROM flashcard_answers a
                                  WHERE a.flashcard_id = f.id AND a.direction = $3 AND a.accepted
                                  ORDER BY a.learned_at, a.normalized), '{}') AS accepted,
                  coalesce(ARRAY(SELECT a.answer FROM flashcard_answers a
                                  WHERE a.flashcard_id = f.id AND a.direction = $3 AND NOT a.accepted
                                  ORDER BY a.learned_at, a.normalized), '{}') AS rejected
             FROM flashcards f WHERE f.id = $1 AND f.user_id = $2`,
          [id, userId, direction],
        )
      )[0] ?? null,

    /**
     * Teaches card `id` an answer for `direction`: to accept (`accepted`) or to reject. An
     * answer learned before the other way is turned; each side keeps its latest
     * LEARNED_ANSWERS_MAX answers.
     */
    async learn(
      id: number,
      direction: ChallengeDirection,
      answer: { text: string; normalized: string },
      accepted: boolean,
    ): Promise<void> {
      await db.query(
        `INSERT INTO flashcard_answers (flashcard_id, direction, normalized, answer, accepted)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (flashcard_id, direction, normalized)
         DO UPDATE SET answer = excluded.answer, accepted = excluded.accepted, learned_at = now()`,
        [id, direction, answer.normalized, answer.text, accepted],
      );
      await db.query(
        `DELETE FROM flashcard_answers a
          WHERE a.flashcard_id = $1 AND a.direction = $2 AND a.accepted = $3
            AND a.normalized NOT IN (
              SELECT k.normalized FROM flashcard_answers k
               WHERE k.flashcard_id = $1 AND k.direction = $2 AND k.accepted = $3
               ORDER BY k.learned_at DESC, k.normalized LIMIT ${LEARNED_ANSWERS_MAX})`,
        [id, direction, accepted],
      );
    },

    /** Keeps the review ts-fsrs logged for card `id` of the user. */
    async logReview(
      userId: number,
      id: number,
      log: ReviewLog,
      overridden: boolean,
    ): Promise<void> {
      await db.query(
        `INSERT INTO review_logs (flashcard_id, user_id, rating, state, due, stability, difficulty,
                                  elapsed_days, last_elapsed_days, scheduled_days, learning_steps,
                                  reviewed_at, overridden)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          id,
          userId,
          log.rating,
          log.state,
          log.due,
          log.stability,
          log.difficulty,
          log.elapsed_days,
          log.last_elapsed_days,
          log.scheduled_days,
          log.learning_steps,
          log.review,
          overridden,
        ],
      );
    },
  };
}
