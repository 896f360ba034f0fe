import { AUTH_ERROR_CODES, RATE_LIMITED_CODE } from '@lyceum/contracts/constants';
import { ApiError } from '@lyceum/platform';
import type { ErrorKey } from './validation';

/** What the server's password codes mean on the password field, in the user's language. */
const PASSWORD_CODES: Record<string, ErrorKey> = {
  [AUTH_ERROR_CODES.passwordTooShort]: 'errors.passwordLength',
  [AUTH_ERROR_CODES.passwordTooLong]: 'errors.passwordTooLong',
  [AUTH_ERROR_CODES.passwordWeak]: 'errors.passwordWeak',
  [AUTH_ERROR_CODES.passwordPersonal]: 'errors.passwordPersonal',
};

/** The field error for a password the server refused, or undefined for any other failure. */
export function passwordErrorOf(error: unknown): ErrorKey | undefined {
  return error instanceof ApiError && error.code ? PASSWORD_CODES[error.code] : undefined;
}

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

export const isRateLimited = (error: unknown) => hasCode(error, RATE_LIMITED_CODE);

/** True when no answer came back at all (offline, server down, timeout). */
export const isUnreachable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === null;
