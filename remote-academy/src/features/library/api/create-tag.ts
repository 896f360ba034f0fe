import type { Tag } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useCreateTag = () =>
  useFlashcardsMutation((name: string) =>
    apiClient.post('/api/flashcards/tags', { json: { name } }).json<Tag>(),
  );
