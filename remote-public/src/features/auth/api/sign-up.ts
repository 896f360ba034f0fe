import { apiClient, type UserProfile } from '@lyceum/platform';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  full_name?: string;
  bio?: string;
}

/** POST /api/signup; optional fields left empty are not sent. Throws ApiError. */
export async function signUp(input: SignUpInput): Promise<UserProfile> {
  const body: SignUpInput = {
    username: input.username,
    email: input.email,
    password: input.password,
  };
  if (input.full_name?.trim()) body.full_name = input.full_name.trim();
  if (input.bio?.trim()) body.bio = input.bio.trim();
  return apiClient.post('/api/signup', { json: body }).json<UserProfile>();
}
