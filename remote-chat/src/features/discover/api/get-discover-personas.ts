import type { DiscoverPersona } from '@lyceum/contracts';
import { apiClient, useLanguage } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';

export const discoverQueryKey = (language: string) =>
  [...chatQueryKey, 'discover', language] as const;

/** The personas learners may talk with, in `language`; failures throw `ApiError`. */
export function getDiscoverPersonas(language: string): Promise<DiscoverPersona[]> {
  return apiClient
    .get('/api/persona/discover', { searchParams: { language } })
    .json<DiscoverPersona[]>();
}

/** The personas shown on Discover and offered in the chat's picker, in the interface's language. */
export function useDiscoverPersonas() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: discoverQueryKey(language),
    queryFn: () => getDiscoverPersonas(language),
  });
}
