import type {
  SubscribeBody as ApiSubscribeBody,
  SubscribeOutcome,
  SubscribeResponse,
} from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import type { SiteLanguage } from '../../../lib/paths';

export type SubscribeBody = Required<ApiSubscribeBody> & { language: SiteLanguage };

/**
 * POST /api/newsletter/subscribe. The answer names what happened in `outcome`: a new subscription,
 * the confirmation resent, or an address that had unsubscribed coming back. Throws ApiError
 * (409 `newsletter.already_subscribed` for a confirmed address).
 */
export function subscribeNewsletter(body: SubscribeBody): Promise<SubscribeResponse> {
  return apiClient.post('/api/newsletter/subscribe', { json: body }).json<SubscribeResponse>();
}

/** The `public-newsletter` key that tells each outcome. */
export const OUTCOME_KEYS: Record<SubscribeOutcome, string> = {
  created: 'subscriptionSuccess',
  resent: 'confirmationResent',
  welcome_back: 'welcomeBack',
};
