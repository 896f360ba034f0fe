import { apiClient, useQuery, useSession, type UserProfile } from '@lyceum/platform';

export const profileQueryKey = ['users', 'me'] as const;

export const getProfile = () => apiClient.get('/api/users/me').json<UserProfile>();

/**
 * The signed-in account as the server has it now. The session's copy shows at once while the
 * request runs; a failure keeps it on screen beside the error.
 */
export function useProfile() {
  const sessionUser = useSession((state) => state.user);
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: getProfile,
    placeholderData: sessionUser ?? undefined,
  });
}
