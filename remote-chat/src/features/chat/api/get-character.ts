import type { CharacterInfo } from '@lyceum/contracts';
import { apiClient, useLanguage } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { chatQueryKey } from '../../../lib/query-keys';

export const characterQueryKey = (slug: string, language: string) =>
  [...chatQueryKey, 'character', slug, language] as const;

/** Who the learner talks with, in `language`; an unknown persona answers 404 (`ApiError`). */
export function getCharacter(slug: string, language: string): Promise<CharacterInfo> {
  return apiClient
    .get(`/api/persona/characters/${encodeURIComponent(slug)}`, { searchParams: { language } })
    .json<CharacterInfo>();
}

/**
 * Who the learner talks with, in the interface's language. While another language's texts are
 * asked, the persona's current ones stay: the conversation on screen is not taken down.
 */
export function useCharacter(slug: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: characterQueryKey(slug, language),
    queryFn: () => getCharacter(slug, language),
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
}
