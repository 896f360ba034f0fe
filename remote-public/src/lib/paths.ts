import {
  DEFAULT_LANGUAGE,
  DOCUMENT_ORIGINS,
  languagePath,
  LANGUAGES,
  type LanguageCode,
} from '@lyceum/contracts/constants';

export type SiteLanguage = LanguageCode;

export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES;

/** The site's language for an i18next language (`fr-CA` → `fr`); the default one otherwise. */
export function toSiteLanguage(language: string | undefined): SiteLanguage {
  return LANGUAGES.find((code) => language?.split('-')[0] === code) ?? DEFAULT_LANGUAGE;
}

/**
 * Read at render time: the remote may be served from any origin behind the host. Prerendered on
 * the server, the page is written with a stand-in that its server replaces.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? DOCUMENT_ORIGINS.site : window.location.origin;
}

export function absoluteUrl(language: SiteLanguage, path: string): string {
  return `${siteOrigin()}${languagePath(language, path)}`;
}
