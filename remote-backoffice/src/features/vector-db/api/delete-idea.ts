import { apiClient } from '@lyceum/platform';
import { useIdeasMutation } from './browse-ideas';
import { collectionPath } from './get-collections';

export async function deleteIdea(collection: string, id: number): Promise<void> {
  await apiClient.delete(`${collectionPath(collection)}/ideas/${id}`);
}

export const useDeleteIdea = (collection: string) =>
  useIdeasMutation(collection, (id: number) => deleteIdea(collection, id));
