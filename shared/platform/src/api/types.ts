import type { UserProfile as ServerProfile } from '@lyceum/contracts';

export type { Language, SignInResponse } from '@lyceum/contracts';

/**
 * The profile the session keeps: the server's (`GET /api/users/me`), or the fallback profile made
 * when that call fails after sign-in, which has none of the optional fields.
 */
export type UserProfile = Omit<ServerProfile, OptionalField> &
  Partial<Pick<ServerProfile, OptionalField>>;

type OptionalField = 'full_name' | 'bio' | 'created_at' | 'email_verified';
