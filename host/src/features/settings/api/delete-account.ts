import { apiClient } from '@lyceum/platform';

/** DELETE /api/users/me, confirmed by the account's password; the server answers 204. */
export async function deleteAccount(password: string): Promise<void> {
  await apiClient.delete('/api/users/me', { json: { password } });
}
