/** Field rules of spec 000 section 5; each returns an error key of the `auth` namespace. */
export type ErrorKey =
  | 'errors.required'
  | 'errors.email'
  | 'errors.passwordLength'
  | 'errors.usernameLength'
  | 'errors.usernameChars';

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;

export function required(value: string): ErrorKey | undefined {
  return value.trim() ? undefined : 'errors.required';
}

export function validateUsername(value: string): ErrorKey | undefined {
  if (!value.trim()) return 'errors.required';
  if (value.length < USERNAME_MIN) return 'errors.usernameLength';
  if (!/^[A-Za-z0-9_]+$/.test(value)) return 'errors.usernameChars';
  return undefined;
}

export function validateEmail(value: string): ErrorKey | undefined {
  if (!value.trim()) return 'errors.required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'errors.email';
}

export function validatePassword(value: string): ErrorKey | undefined {
  if (!value) return 'errors.required';
  return value.length < PASSWORD_MIN ? 'errors.passwordLength' : undefined;
}
