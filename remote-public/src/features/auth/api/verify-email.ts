import type { VerifyEmailBody, VerifyEmailResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/** POST /api/verify-email: spends the token of the link in the e-mail. Throws ApiError. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const json: VerifyEmailBody = { token };
  return apiClient.post('/api/verify-email', { json }).json<VerifyEmailResponse>();
}
