import { apiClient, type UserProfile } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export const profileQueryKey = ['users', 'me'] as const;

export const getProfile = () => apiClient.get('/api/users/me').json<UserProfile>();

/** The signed-in account as the server has it now. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
