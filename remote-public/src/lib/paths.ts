import { languagePath, LANGUAGES, type LanguageCode } from '@lyceum/contracts/constants';

export type SiteLanguage = LanguageCode;

export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES;

export function toSiteLanguage(language: string | undefined): SiteLanguage {
  return language?.startsWith('fr') ? 'fr' : 'en';
}

/** Read at render time: the remote may be served from any origin behind the host. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function absoluteUrl(language: SiteLanguage, path: string): string {
  return `${siteOrigin()}${languagePath(language, path)}`;
}
