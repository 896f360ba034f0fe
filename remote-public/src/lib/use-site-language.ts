import { languagePath } from '@lyceum/contracts/constants';
import { useTranslation } from 'react-i18next';
import { toSiteLanguage, type SiteLanguage } from './paths';

/** The interface language, plus a helper that builds links in it. */
export function useSiteLanguage(): { language: SiteLanguage; to: (path: string) => string } {
  const { i18n } = useTranslation();
  const language = toSiteLanguage(i18n.resolvedLanguage ?? i18n.language);
  return { language, to: (path: string) => languagePath(language, path) };
}
