import { apiClient } from '@lyceum/platform';

export interface UnsubscribeInfo {
  email: string;
  already_unsubscribed: boolean;
}

export const UNSUBSCRIBE_REASONS = [
  'too_many_emails',
  'not_relevant',
  'did_not_sign_up',
  'no_longer_interested',
  'other',
] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

/** What the server stores: the spec's wording for the fixed reasons, the visitor's text for Other. */
const REASON_TEXT: Record<Exclude<UnsubscribeReason, 'other'>, string> = {
  too_many_emails: 'too many emails',
  not_relevant: 'content not relevant',
  did_not_sign_up: "didn't sign up",
  no_longer_interested: 'no longer interested',
};

export function reasonText(reason: UnsubscribeReason | null, otherText: string): string | null {
  if (reason === null) return null;
  if (reason === 'other') return otherText.trim() ? `Other: ${otherText.trim()}` : 'Other';
  return REASON_TEXT[reason];
}

const path = (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

export async function getUnsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
  const body = await apiClient.get(path(token)).json<{ data: UnsubscribeInfo }>();
  return body.data;
}

export function unsubscribe(token: string, reason: string | null): Promise<{ message: string }> {
  const options = reason ? { json: { reason } } : {};
  return apiClient.post(path(token), options).json<{ message: string }>();
}
