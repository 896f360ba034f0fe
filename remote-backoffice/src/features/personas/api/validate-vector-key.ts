import type { VectorKeyValidation } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { PERSONAS_PATH, personasQueryKey } from './get-personas';

export type { VectorKeyValidation } from '@lyceum/contracts';

/** Whether a key names a collection, and if not why; failures throw `ApiError`. */
export function validateVectorKey(key: string): Promise<VectorKeyValidation> {
  return apiClient
    .get(`${PERSONAS_PATH}/validate-vector-key/${encodeURIComponent(key)}`)
    .json<VectorKeyValidation>();
}

/**
 * The check of one key, asked each time the key is settled on (collections come and go, so an
 * earlier answer is not trusted); a blank key is not asked about. A failure is shown at once.
 */
export function useVectorKeyValidation(key: string) {
  return useQuery({
    queryKey: [...personasQueryKey, 'vector-key', key],
    queryFn: () => validateVectorKey(key),
    enabled: key !== '',
    staleTime: 0,
    retry: false,
  });
}
