import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { personaPath, personasQueryKey } from './get-personas';

export const personaProfileQueryKey = (id: number) => [...personasQueryKey, 'profile', id] as const;

/** A persona's profile, its Markdown text; a persona without one answers 404 (`ApiError`). */
export function getPersonaProfile(id: number): Promise<string> {
  return apiClient.get(`${personaPath(id)}/profile`).text();
}

/** The current profile of the persona being edited, asked again on each opening. */
export function usePersonaProfile(id: number, enabled: boolean) {
  return useQuery({
    queryKey: personaProfileQueryKey(id),
    queryFn: () => getPersonaProfile(id),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
