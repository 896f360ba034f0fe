import type { ConfirmEmailChangeBody, ConfirmEmailChangeResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/**
 * POST /api/users/me/email/confirm: spends the token of the link sent to the new address, which
 * becomes the account's. Throws ApiError: 404 `auth.email_change_invalid`, 400 `auth.email_taken`
 * when another account took the address meanwhile.
 */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  const json: ConfirmEmailChangeBody = { token };
  return apiClient.post('/api/users/me/email/confirm', { json }).json<ConfirmEmailChangeResponse>();
}
