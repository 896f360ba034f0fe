import type { DebateBody, DebateResponse, DebateRound } from '@lyceum/contracts';
import { apiClient, useLanguage } from '@lyceum/platform';
import { useMutation, useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';

const pairPath = (first: string, second: string) =>
  `/api/persona/debate/${encodeURIComponent(first)}/${encodeURIComponent(second)}`;

export const debateQueryKey = (first: string, second: string) =>
  [...chatQueryKey, 'debate', first, second] as const;

/** The debate kept between two personas, oldest question first, read in `language`. */
export function getDebate(first: string, second: string, language: string) {
  return apiClient
    .get(pairPath(first, second), { searchParams: { language } })
    .json<DebateResponse>();
}

/**
 * The kept debate, asked each time the page opens and never cached (the page owns the rounds
 * once it has them); asked again in another language, the current one stays meanwhile.
 */
export function useDebate(first: string, second: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...debateQueryKey(first, second), language],
    queryFn: () => getDebate(first, second, language),
    staleTime: 0,
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Puts one question to both personas; the whole round once both have answered and replied. */
export function useAskDebate() {
  return useMutation({
    mutationFn: (body: DebateBody) =>
      apiClient.post('/api/persona/debate', { json: body }).json<DebateRound>(),
  });
}

/** Forgets the debate between two personas on the server. */
export function useResetDebate() {
  return useMutation({
    mutationFn: async ({ first, second }: { first: string; second: string }) => {
      await apiClient.post(`${pairPath(first, second)}/reset`);
    },
  });
}
