import type { Language } from '@lyceum/platform';

/** Public pages that also exist under /:lang; '' is the landing. */
export const LANGUAGE_PAGES = ['', 'about', 'faq', 'contact', 'privacy', 'terms', 'cookies'];

/** `/de/about` → `/about`; `/fr` → `/`. */
export function stripPrefix(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return rest === '' ? '/' : rest;
}

/** The same page under a language: `/fr/about`, or unprefixed for English. */
export function withLanguage(lng: Language, unprefixed: string, prefixEnglish = false): string {
  if (lng === 'en' && !prefixEnglish) return unprefixed;
  return unprefixed === '/' ? `/${lng}` : `/${lng}${unprefixed}`;
}

/** The page key of an unprefixed public path that has a language version, else null. */
export function languagePageOf(pathname: string): string | null {
  const key = pathname.replace(/^\/|\/$/g, '');
  return LANGUAGE_PAGES.includes(key) ? key : null;
}
