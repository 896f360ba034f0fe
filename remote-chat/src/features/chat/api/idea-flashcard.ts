import type { IdeaFlashcardBody, IdeaFlashcardResponse } from '@lyceum/contracts';
import { apiClient, useMutation } from '@lyceum/platform';

/**
 * Turns a cited idea into a flashcard of the learner. `created` is false when the card was
 * already there (nothing was added).
 */
export function addIdeaFlashcard(body: IdeaFlashcardBody): Promise<IdeaFlashcardResponse> {
  return apiClient.post('/api/persona/flashcards', { json: body }).json<IdeaFlashcardResponse>();
}

export function useAddIdeaFlashcard() {
  return useMutation({ mutationFn: addIdeaFlashcard });
}
