import type { ContactBody as ApiContactBody, ContactResponse } from '@lyceum/contracts';
import { ApiError, apiClient } from '@lyceum/platform';
import type { SiteLanguage } from '../../../lib/paths';

export type ContactBody = Omit<ApiContactBody, 'language'> & { language: SiteLanguage };

type ContactAnswer = Partial<ContactResponse> & { success?: unknown; detail?: unknown };

/**
 * POST /api/contact/send. Throws ApiError. Success needs an OK status *and* `success: true`: an
 * OK answer without it is a failure the server answered, read like any other (its `detail`, or
 * the form's own text), never a network error.
 */
export async function sendContact(body: ContactBody): Promise<void> {
  const response = await apiClient.post('/api/contact/send', { json: body });
  const answer = (await response.json().catch(() => null)) as ContactAnswer | null;
  if (answer?.success === true) return;
  const detail = typeof answer?.detail === 'string' ? answer.detail : '';
  throw new ApiError(response.status, detail, detail !== '');
}
