import type { UserProfile } from '../api/types';

/** A signed-in learner for the platform's own tests. */
export const ada: UserProfile = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  is_active: true,
  is_superuser: false,
  preferred_language: 'en',
  role: 'standard',
};
