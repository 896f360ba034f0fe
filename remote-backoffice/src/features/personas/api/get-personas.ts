import type { Persona } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export type { Persona } from '@lyceum/contracts';

export const PERSONAS_PATH = '/api/admin/personas';

/** Every cached answer about personas starts with this key. */
export const personasQueryKey = ['backoffice', 'personas'] as const;
export const personaListQueryKey = [...personasQueryKey, 'list'] as const;

export const personaPath = (id: number) => `${PERSONAS_PATH}/${id}`;

/** Every persona, as the back office lists them; failures throw `ApiError`. */
export function getPersonas(): Promise<Persona[]> {
  return apiClient.get(PERSONAS_PATH).json<Persona[]>();
}

/** The persona list's data. */
export function usePersonas() {
  return useQuery({ queryKey: personaListQueryKey, queryFn: getPersonas });
}
