import type { MessageBody, ResetPasswordBody } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/**
 * POST /api/password/reset: spends the token of the reset link and sets `password`. Throws
 * ApiError: 404 `auth.reset_invalid` for a link that cannot work, 400 with field `password`
 * for a password the rules refuse.
 */
export function resetPassword(token: string, password: string): Promise<MessageBody> {
  const json: ResetPasswordBody = { token, password };
  return apiClient.post('/api/password/reset', { json }).json<MessageBody>();
}
