import {
  hasLanguageVersions,
  hasParameter,
  languagePath,
  prefixedPath,
  PUBLIC_PAGES,
  publicPage,
  SITE_PAGES,
} from '@lyceum/contracts/constants';
import { isLanguage, mountedAreas, type Language } from '@lyceum/platform';

/**
 * Public pages at a fixed address that also exist under /:lang; '' is the landing. (The pages of
 * e-mailed links live there too, but their addresses hold a token: see LANGUAGE_LINK_PAGES.)
 */
export const LANGUAGE_PAGES: string[] = PUBLIC_PAGES.filter(
  (page) => hasLanguageVersions(page) && !hasParameter(page),
).map((page) => page.path);

/** A second address → the path of its page: `/landing` is the landing, so `/fr` and `/` too. */
const ALIASES = new Map<string, string>(
  PUBLIC_PAGES.flatMap((page) =>
    'aliasOf' in page ? [[page.path, publicPage(page.aliasOf).path] as const] : [],
  ),
);

/** `/de/about` → `/about`; `/fr` → `/`. */
export function stripPrefix(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return rest === '' ? '/' : rest;
}

/** The current path without a language prefix: `/fr/faq` → `/faq`; `/faq` stays. */
export function unprefixed(pathname: string): string {
  return isLanguage(pathname.split('/')[1]) ? stripPrefix(pathname) : pathname;
}

/**
 * The same page under a language: `/fr/about`, or unprefixed for the default language unless
 * `prefixDefault` asks for its prefix too (`/en/about`).
 */
export const withLanguage = (lng: Language, unprefixed: string, prefixDefault = false): string =>
  prefixDefault ? prefixedPath(lng, unprefixed) : languagePath(lng, unprefixed);

/** The page key of an unprefixed public path that has a language version, else null. */
export function languagePageOf(pathname: string): string | null {
  const path = pathname.replace(/^\/|\/$/g, '');
  const key = ALIASES.get(path) ?? path;
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

/**
 * The first segments of the pages with a single address, which carries no language: the
 * signed-in app's (the settings and every guarded area's mount point: `flashcards`, `chat`,
 * `back-office`) and the public pages with no language version (`status`, `signin`…).
 */
export function singleAddressPaths(): string[] {
  const guarded = mountedAreas().filter((area) => area.access !== 'public');
  const unprefixedOnly = PUBLIC_PAGES.filter((page) => !hasLanguageVersions(page)).map(
    (page) => page.path.split('/')[0] ?? '',
  );
  return [
    ...new Set([SITE_PAGES.settings, ...guarded.map((area) => area.mount), ...unprefixedOnly]),
  ];
}

/** Whether an unprefixed path is a page with a single address: `/flashcards/import`, `/status`. */
export function hasSingleAddress(pathname: string): boolean {
  return singleAddressPaths().includes(pathname.split('/')[1] ?? '');
}
