import type { LearningSession, LearningSessionBody } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKey } from '../../../lib/query-keys';

/**
 * Saves a session. `keepalive` lets the request finish after the page is gone, which is how the
 * session is saved when the page unloads; the body's `client_session_id` keeps it from being
 * recorded twice.
 */
export function saveLearningSession(
  body: LearningSessionBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<LearningSession> {
  return apiClient
    .post('/api/learning-sessions', { json: body, keepalive })
    .json<LearningSession>();
}

/** `saveLearningSession` as a mutation: the progress chart and analytics are asked again after. */
export function useSaveLearningSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LearningSessionBody) => saveLearningSession(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKey }),
  });
}
