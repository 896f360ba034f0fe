import { SITE_PAGES, sitePath } from '@lyceum/contracts/constants';

/**
 * Pages of links sent by e-mail that also live under /:lang (`/fr/verify-email/…`). They are open
 * to everyone: a link may be followed in a browser where someone is signed in.
 */
export const LANGUAGE_LINK_PAGES: string[] = [
  SITE_PAGES.verifyEmail,
  SITE_PAGES.resetPassword,
  SITE_PAGES.confirmEmail,
];

/** Public pages the public remote provides at the root, by their paths. */
export const PUBLIC_PAGES: string[] = [
  'landing',
  'about',
  'faq',
  'contact',
  'privacy',
  'terms',
  'cookies',
  'status',
  SITE_PAGES.newsletterConfirm,
  SITE_PAGES.newsletterUnsubscribe,
  ...LANGUAGE_LINK_PAGES,
];

/** The guest-only account pages: signing in, creating an account, asking for a new password. */
export const GUEST_PAGES: string[] = [
  SITE_PAGES.signIn,
  SITE_PAGES.signUp,
  SITE_PAGES.forgotPassword,
];
export const SIGN_IN_PATH = sitePath('signIn');
