import { isLanguage, type Language } from '@lyceum/platform';

/** Public pages that also exist under /:lang; '' is the landing. */
export const LANGUAGE_PAGES = ['', 'about', 'faq', 'contact', 'privacy', 'terms', 'cookies'];

/** `/landing` is the landing too: its language versions are `/fr` and `/`. */
const LANDING_ALIAS = 'landing';

/** `/de/about` → `/about`; `/fr` → `/`. */
export function stripPrefix(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return rest === '' ? '/' : rest;
}

/** The current path without a language prefix: `/fr/faq` → `/faq`; `/faq` stays. */
export function unprefixed(pathname: string): string {
  return isLanguage(pathname.split('/')[1]) ? stripPrefix(pathname) : pathname;
}

/** The same page under a language: `/fr/about`, or unprefixed for English. */
export function withLanguage(lng: Language, unprefixed: string, prefixEnglish = false): string {
  if (lng === 'en' && !prefixEnglish) return unprefixed;
  return unprefixed === '/' ? `/${lng}` : `/${lng}${unprefixed}`;
}

/** The page key of an unprefixed public path that has a language version, else null. */
export function languagePageOf(pathname: string): string | null {
  const key = pathname.replace(/^\/|\/$/g, '');
  if (key === LANDING_ALIAS) return '';
  return LANGUAGE_PAGES.includes(key) ? key : null;
}

/**
 * Where an unprefixed public page lives in a language: `/faq` → `/fr/faq`, `/landing` → `/fr`;
 * null for a path with no language version.
 */
export function languageVersionOf(lng: Language, pathname: string): string | null {
  const page = languagePageOf(pathname);
  return page === null ? null : withLanguage(lng, page === '' ? '/' : `/${page}`);
}
