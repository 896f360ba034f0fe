import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personaListQueryKey, personaPath } from './get-personas';
import { personaProfileQueryKey } from './persona-profile';

/** Deletes a persona and its profile (204); failures throw `ApiError`. */
export async function deletePersona(id: number): Promise<void> {
  await apiClient.delete(personaPath(id));
}

/** Deleting a persona: its profile is forgotten and the list is asked again. */
export function useDeletePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePersona,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: personaProfileQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: personaListQueryKey });
    },
  });
}
