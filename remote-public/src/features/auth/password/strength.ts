import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '@lyceum/contracts/constants';

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

/**
 * The hint shown under a new password: "weak" is exactly what the server refuses (too short or
 * scored below its minimum), then one level per zxcvbn score above it.
 */
export function strengthLevel(password: string, score: number): StrengthLevel {
  if ([...password].length < PASSWORD_MIN_LENGTH || score < PASSWORD_MIN_SCORE) return 'weak';
  if (score === PASSWORD_MIN_SCORE) return 'fair';
  return score >= 4 ? 'strong' : 'good';
}

/** The words a password should not be built on: the username, the address and its local part. */
export function personalWords(username: string, email: string): string[] {
  const trimmed = email.trim();
  return [username.trim(), trimmed, trimmed.split('@')[0] ?? ''].filter(Boolean);
}
