import type { ContactBody as ApiContactBody, ContactResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import type { ApiFailure } from '../lib/api-error';
import type { SiteLanguage } from '../lib/paths';

// Spec 000 §9; the API enforces the same limits.
export {
  CONTACT_MESSAGE_MAX as MESSAGE_MAX,
  CONTACT_SUBJECT_MAX as SUBJECT_MAX,
} from '@lyceum/contracts/constants';

export type ContactBody = Omit<ApiContactBody, 'language'> & { language: SiteLanguage };

export async function sendContact(body: ContactBody): Promise<void> {
  const result = await apiClient
    .post('/api/contact/send', { json: body })
    .json<Partial<ContactResponse>>();
  // Spec 000 §7: success needs an OK status *and* success true.
  if (result.success !== true) throw new Error('Unexpected contact response');
}

/** A translation key of the contact namespace, or the server's own detail when it sent one. */
export function contactErrorMessage({
  status,
  detail,
}: ApiFailure): { key: string } | { detail: string } {
  if (status === null) return { key: 'errors.network' };
  if (status === 429) return { key: 'errors.tooMany' };
  return detail ? { detail } : { key: 'errors.generic' };
}
