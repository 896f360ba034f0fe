import { FLASHCARD_TEXT_MAX, type IdeaFlashcardResponse } from '@lyceum/contracts';
import type { Quotas } from '../../config';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import { createFlashcardsService } from '../flashcards/flashcards-service';
import type { PersonaRow } from '../personas/personas-service';
import { createVectorDbReader, type CardIdea } from '../vector-db/vector-db-service';

/** Between an idea's statement and its book on the back of its card. */
const BOOK_SEPARATOR = ' — ';

/**
 * The card of an idea: the thinker on the front (the persona's name when the idea names none),
 * the statement then its book on the back, the statement shortened when both would not fit.
 */
export function ideaCard(idea: CardIdea, personaName: string) {
  const recto = (idea.attributed_to.trim() || personaName).slice(0, FLASHCARD_TEXT_MAX);
  const book = `${BOOK_SEPARATOR}${idea.book_title.trim()}`;
  let statement = idea.statement.trim();
  if (statement.length + book.length > FLASHCARD_TEXT_MAX) {
    statement = `${statement.slice(0, Math.max(0, FLASHCARD_TEXT_MAX - book.length - 1))}…`;
  }
  return { recto, verso: `${statement}${book}` };
}

/**
 * Turns an idea of the persona's own collection (the ideas its answers cite) into a flashcard of
 * the learner, tagged with the persona's name (the tag is created when new); an idea of any other
 * collection is not found. A learner who already has that card (same front and back) gets it back,
 * `created` false; the check and the insert hold the learner's other card additions off, so
 * two clicks never make two cards.
 */
export async function addIdeaFlashcard(
  db: Database,
  quotas: Quotas,
  userId: number,
  persona: Pick<PersonaRow, 'name' | 'vector_database_key'>,
  ideaId: number,
  now = new Date(),
): Promise<IdeaFlashcardResponse> {
  const idea = await createVectorDbReader(db).idea(persona.vector_database_key, ideaId);
  if (!idea) throw apiError('vector_db.idea_not_found');
  const flashcards = createFlashcardsService({ db, quotas, now: () => now });
  return flashcards.addOnce(userId, ideaCard(idea, persona.name), [persona.name]);
}
