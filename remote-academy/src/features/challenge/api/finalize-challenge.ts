import type { ChallengeFinalizeBody, Flashcard } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashcardsKey } from '../../../lib/query-keys';

/**
 * Records the verdict that stands (after any override) as one review of the card; the library's
 * lists and counts are asked again afterwards.
 */
export function useFinalizeChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeFinalizeBody) =>
      apiClient.post('/api/flashcards/challenge/finalize', { json: body }).json<Flashcard>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
  });
}
