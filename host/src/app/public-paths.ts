/** Public pages the public remote provides at the root, by their paths. */
export const PUBLIC_PAGES = [
  'landing',
  'about',
  'faq',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'status',
  'confirm/:token',
  'unsubscribe/:token',
  'verify-email/:token',
  'reset-password/:token',
  'confirm-email/:token',
];

/**
 * Pages of links sent by e-mail that also live under /:lang (`/fr/verify-email/…`). They are open
 * to everyone: a link may be followed in a browser where someone is signed in.
 */
export const LANGUAGE_LINK_PAGES = [
  'verify-email/:token',
  'reset-password/:token',
  'confirm-email/:token',
];

/** The guest-only account pages: signing in, creating an account, asking for a new password. */
export const SIGN_IN_PAGE = 'signin';
export const SIGN_UP_PAGE = 'signup';
export const FORGOT_PASSWORD_PAGE = 'forgot-password';
export const GUEST_PAGES = [SIGN_IN_PAGE, SIGN_UP_PAGE, FORGOT_PASSWORD_PAGE];
export const SIGN_IN_PATH = `/${SIGN_IN_PAGE}`;
