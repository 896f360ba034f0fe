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
];

/** Pages of links sent by e-mail that also live under /:lang (`/fr/verify-email/…`). */
export const LANGUAGE_LINK_PAGES = ['verify-email/:token'];

/** The guest-only account pages: signing in and creating an account. */
export const SIGN_IN_PAGE = 'signin';
export const SIGN_UP_PAGE = 'signup';
export const SIGN_IN_PATH = `/${SIGN_IN_PAGE}`;
