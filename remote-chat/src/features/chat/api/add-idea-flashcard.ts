import type { IdeaFlashcardBody, IdeaFlashcardResponse } from '@lyceum/contracts';
import { FLASHCARDS_QUERY_KEY, apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Turns a cited idea into a flashcard of the learner. `created` is false when the card was
 * already there (nothing was added).
 */
export function addIdeaFlashcard(body: IdeaFlashcardBody): Promise<IdeaFlashcardResponse> {
  return apiClient.post('/api/persona/flashcards', { json: body }).json<IdeaFlashcardResponse>();
}

/** Adds the card, then marks the Academy's cached cards and tags stale so the library shows it. */
export function useAddIdeaFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIdeaFlashcard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLASHCARDS_QUERY_KEY }),
  });
}
