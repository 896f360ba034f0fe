import type { MessageBody } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export const backendCheckQueryKey = ['backoffice', 'backend-check'] as const;

/** `GET /api/test`: the API's own sentence when it answers; failures throw `ApiError`. */
export function checkBackend(): Promise<MessageBody> {
  return apiClient.get('/api/test').json<MessageBody>();
}

/**
 * The backend check runs only when asked (`refetch`), once: a check reports what it sees now
 * instead of retrying. The last result stays until the next check.
 */
export function useBackendCheck() {
  return useQuery({
    queryKey: backendCheckQueryKey,
    queryFn: checkBackend,
    enabled: false,
    retry: false,
  });
}
