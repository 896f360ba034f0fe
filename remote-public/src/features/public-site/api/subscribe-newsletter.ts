import type { SubscribeBody as ApiSubscribeBody, SubscribeResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import type { ApiFailure } from '../lib/api-error';
import type { SiteLanguage } from '../lib/paths';

export type SubscribeBody = Required<ApiSubscribeBody> & { language: SiteLanguage };

export type SubscribeSuccessKey = 'subscriptionSuccess' | 'confirmationResent' | 'welcomeBack';
export type SubscribeErrorKey =
  'tooManyAttempts' | 'alreadySubscribed' | 'emailFailed' | 'errorGeneric' | 'errorNetwork';

export function subscribeNewsletter(body: SubscribeBody): Promise<SubscribeResponse> {
  return apiClient.post('/api/newsletter/subscribe', { json: body }).json<SubscribeResponse>();
}

/** The server tells a resend and a returning address apart only in its message (spec 000 §7). */
export function subscribeSuccessKey(message: string): SubscribeSuccessKey {
  if (message.includes('resent')) return 'confirmationResent';
  if (message.includes('Welcome back')) return 'welcomeBack';
  return 'subscriptionSuccess';
}

export function subscribeErrorKey({ status, detail }: ApiFailure): SubscribeErrorKey {
  if (status === null) return 'errorNetwork';
  if (status === 429) return 'tooManyAttempts';
  if (detail.includes('already subscribed')) return 'alreadySubscribed';
  if (detail.includes('Failed to send')) return 'emailFailed';
  return 'errorGeneric';
}
