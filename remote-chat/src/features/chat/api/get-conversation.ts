import type { ConversationResponse } from '@lyceum/contracts';
import { apiClient, useLanguage } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';
import { personaApiPath } from '../../../lib/persona-api';

export const conversationQueryKey = (slug: string) =>
  [...chatQueryKey, 'conversation', slug] as const;

/** The conversation the server keeps with a persona, oldest message first, read in `language`. */
export function getConversation(slug: string, language: string): Promise<ConversationResponse> {
  return apiClient
    .get(`${personaApiPath(slug)}/conversation`, { searchParams: { language } })
    .json<ConversationResponse>();
}

/**
 * The kept conversation, asked each time the page opens and never cached: the page owns the
 * messages once it has them, so a cached copy would soon be out of date.
 */
export function useConversation(slug: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: conversationQueryKey(slug),
    queryFn: () => getConversation(slug, language),
    staleTime: 0,
    gcTime: 0,
  });
}
