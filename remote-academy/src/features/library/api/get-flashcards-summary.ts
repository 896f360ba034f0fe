import type { FlashcardSummary } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { flashcardsKey } from '../../../lib/query-keys';

export const summaryKey = [...flashcardsKey, 'summary'] as const;

export function getFlashcardsSummary(): Promise<FlashcardSummary> {
  return apiClient.get('/api/flashcards/summary').json<FlashcardSummary>();
}

/** The dashboard's figures: cards per status and their mean memory strength now. */
export function useFlashcardsSummary() {
  return useQuery({ queryKey: summaryKey, queryFn: getFlashcardsSummary });
}
