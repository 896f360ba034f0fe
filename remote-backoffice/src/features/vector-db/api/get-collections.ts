import type { Collection } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export type { Collection } from '@lyceum/contracts';

/** Every cached answer about the vector database starts with this key. */
export const vectorDbQueryKey = ['backoffice', 'vector-db'] as const;
export const collectionsQueryKey = [...vectorDbQueryKey, 'collections'] as const;

/** The path of a collection; its name is a path segment, escaped. */
export const collectionPath = (name: string) =>
  `/api/admin/vector-db/collections/${encodeURIComponent(name)}`;

/** Every idea collection with its health and sizes; failures throw `ApiError`. */
export function getCollections(): Promise<Collection[]> {
  return apiClient.get('/api/admin/vector-db/collections').json<Collection[]>();
}

/** The collections overview's data. */
export function useCollections() {
  return useQuery({ queryKey: collectionsQueryKey, queryFn: getCollections });
}
