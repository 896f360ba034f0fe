import type { ImportBody, ImportResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useImportFlashcards = () =>
  useFlashcardsMutation((body: ImportBody) =>
    apiClient.post('/api/flashcards/import', { json: body }).json<ImportResponse>(),
  );
