import { apiClient } from '@lyceum/platform';

export interface ConfirmResponse {
  status: 'confirmed' | 'already_confirmed' | string;
  data: { email: string };
}

export function confirmNewsletter(token: string): Promise<ConfirmResponse> {
  return apiClient
    .get(`/api/newsletter/confirm/${encodeURIComponent(token)}`)
    .json<ConfirmResponse>();
}
