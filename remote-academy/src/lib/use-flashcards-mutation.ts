import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flashcardsKey } from './query-keys';

/**
 * A change to the user's cards or tags: on success every list, count and tag answer is asked
 * again, so the dashboard, the strip and the page agree.
 */
export function useFlashcardsMutation<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
  });
}
