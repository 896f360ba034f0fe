import type { ConfirmResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

export type { ConfirmResponse } from '@lyceum/contracts';

export function confirmNewsletter(token: string): Promise<ConfirmResponse> {
  return apiClient
    .get(`/api/newsletter/confirm/${encodeURIComponent(token)}`)
    .json<ConfirmResponse>();
}
