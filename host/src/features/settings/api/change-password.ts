import { apiClient, sessionStore, type SignInResponse } from '@lyceum/platform';

/**
 * POST /api/users/me/password. The change revokes every token issued before, this session's
 * included: the token in the answer carries this session on. Throws ApiError.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { access_token: token } = await apiClient
    .post('/api/users/me/password', {
      json: { current_password: currentPassword, new_password: newPassword },
    })
    .json<SignInResponse>();
  sessionStore.getState().replaceToken(token);
}
