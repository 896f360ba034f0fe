import {
  hasLanguageVersions,
  hasParameter,
  PUBLIC_PAGES,
  sitePath,
} from '@lyceum/contracts/constants';

/**
 * Pages of links sent by e-mail that also live under /:lang (`/fr/verify-email/…`). They are open
 * to everyone: a link may be followed in a browser where someone is signed in.
 */
export const LANGUAGE_LINK_PAGES: string[] = PUBLIC_PAGES.filter(
  (page) => hasLanguageVersions(page) && hasParameter(page),
).map((page) => page.path);

/**
 * Public pages the public remote provides at the root, open to everyone, by their paths. The
 * landing ('') is not among them: the index route is the home, which shows it to guests.
 */
export const OPEN_PAGES: string[] = PUBLIC_PAGES.filter(
  (page) => page.access === 'everyone' && page.path !== '',
).map((page) => page.path);

/** The guest-only account pages: signing in, creating an account, asking for a new password. */
export const GUEST_PAGES: string[] = PUBLIC_PAGES.filter((page) => page.access === 'guests').map(
  (page) => page.path,
);
export const SIGN_IN_PATH = sitePath('signIn');
