import type { ForgotPasswordBody, Language, MessageBody } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/**
 * POST /api/password/forgot: asks for a reset link for `email`, written in `language`. The
 * answer is the same whether or not an account uses the address. Throws ApiError (429 when
 * limited).
 */
export function forgotPassword(email: string, language: Language): Promise<MessageBody> {
  const json: ForgotPasswordBody = { email, language };
  return apiClient.post('/api/password/forgot', { json }).json<MessageBody>();
}
