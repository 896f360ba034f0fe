// Local mirror of the API contract; switch to `import type` from @lyceum/contracts once it
// exports these names.
export type Language = 'en' | 'fr';

export interface UserProfile {
  id: number;
  username: string;
  email: string;
  is_active: boolean;
  is_superuser: boolean;
  preferred_language: Language;
  role: 'standard' | 'admin';
  full_name?: string | null;
  bio?: string | null;
}

export interface SignInResponse {
  access_token: string;
  token_type: string;
}
