import type { Language } from '@lyceum/contracts';
import { apiClient, type UserProfile } from '@lyceum/platform';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  full_name?: string;
  bio?: string;
}

/**
 * POST /api/signup; optional fields left empty are not sent. `language` is the one the
 * verification e-mail is written in. Throws ApiError.
 */
export async function signUp(input: SignUpInput, language: Language): Promise<UserProfile> {
  const body: SignUpInput & { language: Language } = {
    username: input.username,
    email: input.email,
    password: input.password,
    language,
  };
  if (input.full_name?.trim()) body.full_name = input.full_name.trim();
  if (input.bio?.trim()) body.bio = input.bio.trim();
  return apiClient.post('/api/signup', { json: body }).json<UserProfile>();
}
