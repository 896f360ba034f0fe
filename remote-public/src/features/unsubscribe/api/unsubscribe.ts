import type {
  UnsubscribeBody,
  UnsubscribeInfoResponse,
  UnsubscribeResponse,
} from '@lyceum/contracts';
import type { UnsubscribeReason } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';

export type UnsubscribeInfo = UnsubscribeInfoResponse['data'];

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

const path = (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

export async function getUnsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
  const body = await apiClient.get(path(token)).json<UnsubscribeInfoResponse>();
  return body.data;
}

/** Without feedback the POST has no body, exactly like an RFC 8058 one-click request. */
export function unsubscribe(
  token: string,
  feedback: UnsubscribeFeedback | null,
): Promise<UnsubscribeResponse> {
  const options = feedback ? { json: feedback } : {};
  return apiClient.post(path(token), options).json<UnsubscribeResponse>();
}
