import type { BulkResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useBulkDelete = () =>
  useFlashcardsMutation((flashcard_ids: number[]) =>
    apiClient.post('/api/flashcards/bulk/delete', { json: { flashcard_ids } }).json<BulkResponse>(),
  );
