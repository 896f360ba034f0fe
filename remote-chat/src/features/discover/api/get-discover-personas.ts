import type { DiscoverPersona } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';

export const discoverQueryKey = [...chatQueryKey, 'discover'] as const;

/** The personas learners may talk with; failures throw `ApiError`. */
export function getDiscoverPersonas(): Promise<DiscoverPersona[]> {
  return apiClient.get('/api/persona/discover').json<DiscoverPersona[]>();
}

/** The personas shown on Discover and offered in the chat's picker. */
export function useDiscoverPersonas() {
  return useQuery({ queryKey: discoverQueryKey, queryFn: getDiscoverPersonas });
}
