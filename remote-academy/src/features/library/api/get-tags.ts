import type { Tag } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { flashcardsKey } from '../../../lib/query-keys';

export const tagsKey = [...flashcardsKey, 'tags'] as const;

export function getTags(): Promise<Tag[]> {
  return apiClient.get('/api/flashcards/tags').json<Tag[]>();
}

/** The user's tags, alphabetically, each with how many cards carry it. */
export function useTags(enabled = true) {
  return useQuery({ queryKey: tagsKey, queryFn: getTags, enabled });
}
