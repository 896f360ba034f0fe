// Constants shared by the API and the browser, with no schema library behind them, so that a
// browser bundle can import them at run time (`@lyceum/contracts/constants`).

/** The contact form takes a subject of at most 200 characters and a message of at most 5000. */
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** The unsubscribe reasons the page offers; any other text is an "Other" reason. */
export const UNSUBSCRIBE_REASONS = [
  'too_many_emails',
  'content_not_relevant',
  'did_not_sign_up',
  'no_longer_interested',
  'other',
] as const;
export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];

/** Password length bounds: at least 8 characters, and long passphrases welcome up to 128. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The lowest zxcvbn score (0–4) a new password may have: below it a password falls to about a
 * million guesses. The sign-up form's strength hint calls anything lower "weak".
 */
export const PASSWORD_MIN_SCORE = 2;

/**
 * The `code` of the account errors the browser tells apart and translates; the English `detail`
 * beside it is for people reading the raw response.
 */
export const AUTH_ERROR_CODES = {
  passwordTooShort: 'auth.password_too_short',
  passwordTooLong: 'auth.password_too_long',
  passwordWeak: 'auth.password_weak',
  passwordPersonal: 'auth.password_personal',
  emailUnverified: 'auth.email_unverified',
  verificationInvalid: 'auth.verification_invalid',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** The `code` of every 429 answer. */
export const RATE_LIMITED_CODE = 'rate_limited';

/** The `code` of the refusals the API makes before any route runs, and of a database outage. */
export const REQUEST_ERROR_CODES = {
  foreignOrigin: 'request.foreign_origin',
  unsupportedMediaType: 'request.unsupported_media_type',
  controlCharacters: 'validation.control_characters',
  serviceUnavailable: 'service.unavailable',
} as const;
