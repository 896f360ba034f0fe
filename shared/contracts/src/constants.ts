// Constants shared by the API and the browser, with no schema library behind them, so that a
// browser bundle can import them at run time (`@lyceum/contracts/constants`).

/** Contact form limits (spec 000 §9). */
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
