import type { FlashcardListQuery, FlashcardListResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flashcardsKey } from '../../../lib/query-keys';

const listKey = (query: FlashcardListQuery) => [...flashcardsKey, 'list', query] as const;

/** The query string of a list call: tags repeated, status and search left out when unset. */
export function listSearchParams(query: FlashcardListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.page_size) params.set('page_size', String(query.page_size));
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  for (const tag of query.tags ?? []) params.append('tags', tag);
  if (query.q?.trim()) params.set('q', query.q.trim());
  return params;
}

export function getFlashcards(query: FlashcardListQuery): Promise<FlashcardListResponse> {
  return apiClient
    .get('/api/flashcards', { searchParams: listSearchParams(query) })
    .json<FlashcardListResponse>();
}

/** A page of the user's cards; the previous page stays on screen while the next one loads. */
export function useFlashcards(query: FlashcardListQuery) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: () => getFlashcards(query),
    placeholderData: keepPreviousData,
  });
}
