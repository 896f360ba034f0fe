import { apiClient, type Language } from '@lyceum/platform';

/**
 * POST /api/users/me/email: a confirmation link goes to `newEmail`, written in `language`; the
 * account keeps its address until the link is followed. Throws ApiError.
 */
export async function changeEmail(
  newEmail: string,
  password: string,
  language: Language,
): Promise<void> {
  await apiClient.post('/api/users/me/email', {
    json: { new_email: newEmail, password, language },
  });
}
