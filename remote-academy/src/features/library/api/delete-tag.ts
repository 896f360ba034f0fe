import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useDeleteTag = () =>
  useFlashcardsMutation(async (id: number) => {
    await apiClient.delete(`/api/flashcards/tags/${id}`);
  });
