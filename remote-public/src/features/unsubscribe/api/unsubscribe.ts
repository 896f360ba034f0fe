import type { UnsubscribeBody, UnsubscribeResponse } from '@lyceum/contracts';
import type { UnsubscribeReason } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';

export { UNSUBSCRIBE_REASONS, type UnsubscribeReason } from '@lyceum/contracts/constants';

export type UnsubscribeFeedback = UnsubscribeBody & {
  reason: UnsubscribeReason;
  /** The free text of "Other". */
  feedback?: string;
};

/** The body the API expects (@lyceum/contracts UnsubscribeBody): a reason code, free text for Other. */
export function feedbackBody(
  reason: UnsubscribeReason | null,
  otherText: string,
): UnsubscribeFeedback | null {
  if (reason === null) return null;
  if (reason === 'other' && otherText.trim()) return { reason, feedback: otherText.trim() };
  return { reason };
}

/** The address of an unsubscribe link's token: read with GET, acted on with POST. */
export const unsubscribePath = (token: string) =>
  `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

/** Without feedback the POST has no body, exactly like an RFC 8058 one-click request. */
export function unsubscribe(
  token: string,
  feedback: UnsubscribeFeedback | null,
): Promise<UnsubscribeResponse> {
  const options = feedback ? { json: feedback } : {};
  return apiClient.post(unsubscribePath(token), options).json<UnsubscribeResponse>();
}
