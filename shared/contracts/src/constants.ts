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
