import type { UnsubscribeInfoResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { unsubscribePath } from './unsubscribe';

export type UnsubscribeInfo = UnsubscribeInfoResponse['data'];

/** What an unsubscribe link is for (its address and whether it is still subscribed). */
export async function getUnsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
  const body = await apiClient.get(unsubscribePath(token)).json<UnsubscribeInfoResponse>();
  return body.data;
}
