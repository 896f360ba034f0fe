import type { Flashcard, FlashcardUpdateBody } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useFlashcardsMutation } from '../../../lib/use-flashcards-mutation';

export const useUpdateFlashcard = () =>
  useFlashcardsMutation(({ id, ...body }: FlashcardUpdateBody & { id: number }) =>
    apiClient.put(`/api/flashcards/${id}`, { json: body }).json<Flashcard>(),
  );
