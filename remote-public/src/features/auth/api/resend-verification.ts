import type {
  Language,
  ResendVerificationBody,
  ResendVerificationResponse,
} from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/**
 * POST /api/verify-email/resend; `login` is the username or e-mail typed on the sign-in form. The
 * answer is the same whether or not such an account waits. Throws ApiError (429 when limited).
 */
export function resendVerification(
  login: string,
  language: Language,
): Promise<ResendVerificationResponse> {
  const json: ResendVerificationBody = { login, language };
  return apiClient.post('/api/verify-email/resend', { json }).json<ResendVerificationResponse>();
}
