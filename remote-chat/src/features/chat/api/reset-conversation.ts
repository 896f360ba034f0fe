import { apiClient } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { personaApiPath } from '../../../lib/persona-api';

/** Forgets the conversation with a persona on the server. */
export async function resetConversation(slug: string): Promise<void> {
  await apiClient.post(`${personaApiPath(slug)}/reset`);
}

export function useResetConversation() {
  return useMutation({ mutationFn: resetConversation });
}
