import type { BulkResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useBulkAddTag = () =>
  useFlashcardsMutation((body: { flashcard_ids: number[]; tag_name: string }) =>
    apiClient.post('/api/flashcards/bulk/add-tag', { json: body }).json<BulkResponse>(),
  );
