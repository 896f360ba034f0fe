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
  };
}
