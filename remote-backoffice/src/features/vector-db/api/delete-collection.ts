import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionPath, collectionsQueryKey, vectorDbQueryKey } from './get-collections';

/** Deletes a collection with all its ideas; the server asks for `confirm=true`. */
export async function deleteCollection(name: string): Promise<void> {
  await apiClient.delete(`${collectionPath(name)}?confirm=true`);
}

/** Deleting a collection: on success the list is asked again and its ideas are forgotten. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: async (_result, name) => {
      queryClient.removeQueries({ queryKey: [...vectorDbQueryKey, 'ideas', name] });
      await queryClient.invalidateQueries({ queryKey: collectionsQueryKey });
    },
  });
}
