import { apiClient } from '@lyceum/platform';

export interface ConfirmResponse {
  /** 'confirmed' or 'already_confirmed'; anything else is treated as an error. */
  status: string;
  data: { email: string };
}

export function confirmNewsletter(token: string): Promise<ConfirmResponse> {
  return apiClient
    .get(`/api/newsletter/confirm/${encodeURIComponent(token)}`)
    .json<ConfirmResponse>();
}
