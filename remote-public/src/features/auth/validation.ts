import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lyceum/contracts/constants';

/** Field rules of spec 000 section 5; each returns an error key of the `auth` namespace. */
export type ErrorKey =
  | 'errors.required'
  | 'errors.email'
  | 'errors.passwordLength'
  | 'errors.passwordTooLong'
  | 'errors.passwordWeak'
  | 'errors.passwordPersonal'
  | 'errors.usernameLength'
  | 'errors.usernameChars';

export const USERNAME_MIN = 3;

/** Interpolated into the password texts, so the numbers are written once. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

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

/**
 * The length rules, counted in characters as the server counts them; whether the password is
 * common or personal is the server's call (it holds the whole dictionary).
 */
export function validatePassword(value: string): ErrorKey | undefined {
  if (!value) return 'errors.required';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'errors.passwordLength';
  if (length > PASSWORD_MAX_LENGTH) return 'errors.passwordTooLong';
  return undefined;
}
