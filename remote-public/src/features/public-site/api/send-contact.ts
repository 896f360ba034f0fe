import type { ContactBody as ApiContactBody, ContactResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import type { SiteLanguage } from '../lib/paths';

export type ContactBody = Omit<ApiContactBody, 'language'> & { language: SiteLanguage };

/** POST /api/contact/send. Throws ApiError; an answer without `success: true` is a failure too. */
export async function sendContact(body: ContactBody): Promise<void> {
  const result = await apiClient
    .post('/api/contact/send', { json: body })
    .json<Partial<ContactResponse>>();
  // Success needs an OK status *and* success true.
  if (result.success !== true) throw new Error('Unexpected contact response');
}
