import type { CharacterInfo } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';

export const characterQueryKey = (slug: string) => [...chatQueryKey, 'character', slug] as const;

/** Who the learner talks with; an unknown persona answers 404 (`ApiError`). */
export function getCharacter(slug: string): Promise<CharacterInfo> {
  return apiClient.get(`/api/persona/characters/${encodeURIComponent(slug)}`).json<CharacterInfo>();
}

export function useCharacter(slug: string) {
  return useQuery({ queryKey: characterQueryKey(slug), queryFn: () => getCharacter(slug) });
}
