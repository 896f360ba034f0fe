import type { Queryable } from '../../db';

/** What a flashcard is made of from an idea. */
export interface CardIdea {
  id: number;
  statement: string;
  attributed_to: string;
  book_title: string;
}

/** The SQL the chat needs beyond the personas and the vector database. */
export function createChatRepository(db: Queryable) {
  return {
    /** The idea `id`, whatever its collection, or null. */
    idea: async (id: number) =>
      (
        await db.query<CardIdea>(
          `SELECT id::int AS id, statement, attributed_to, book_title FROM ideas WHERE id = $1`,
          [id],
        )
      )[0] ?? null,

    /** The id of the user's card with exactly this recto and verso (the oldest), or null. */
    cardWith: async (userId: number, recto: string, verso: string) =>
      (
        await db.query<{ id: number }>(
          `SELECT id FROM flashcards
            WHERE user_id = $1 AND md5(recto || ';' || verso) = md5($2 || ';' || $3)
              AND recto = $2 AND verso = $3
            ORDER BY id LIMIT 1`,
          [userId, recto, verso],
        )
      )[0]?.id ?? null,
  };
}
