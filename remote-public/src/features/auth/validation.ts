import {
  FIELD_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ErrorCode,
} from '@lyceum/contracts/constants';
import {
  EMAIL_CODES,
  codeText,
  errorCode,
  i18n,
  passwordRuleError,
  ruleError,
} from '@lyceum/platform';

// The account forms check the rules the API enforces (the shared field rules) and report a broken
// one with the text of the code the API would answer with, in the interface language.

/** Interpolated into the password hint, so the numbers are written once. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export const required = (value: string) => ruleError({ required: true }, value);

export const validateLogin = (value: string) => ruleError(FIELD_RULES.login, value);

export const validateUsername = (value: string) =>
  ruleError(FIELD_RULES.username, value, {
    too_short: 'auth.username_too_short',
    too_long: 'auth.username_too_long',
    pattern: 'auth.username_characters',
  });

export const validateEmail = (value: string) => ruleError(FIELD_RULES.email, value, EMAIL_CODES);

/** A new password's length rules (the server also refuses common and personal ones). */
export const validatePassword = passwordRuleError;

/** The new password typed a second time: required, and the same as the first. */
export function validateConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return codeText('validation.required');
  if (confirmation !== password) return i18n.t('password.mismatch', { ns: 'public-auth' });
  return undefined;
}

/** The sign-up field each account code is about, so its text is shown under that field. */
const CODE_FIELDS: Partial<Record<ErrorCode, 'username' | 'email' | 'password'>> = {
  'auth.username_too_short': 'username',
  'auth.username_too_long': 'username',
  'auth.username_characters': 'username',
  'auth.username_taken': 'username',
  'auth.email_taken': 'email',
  'auth.password_too_short': 'password',
  'auth.password_too_long': 'password',
  'auth.password_weak': 'password',
  'auth.password_personal': 'password',
};

export function accountFieldOf(error: unknown): 'username' | 'email' | 'password' | undefined {
  const code = errorCode(error);
  return code ? CODE_FIELDS[code] : undefined;
}
