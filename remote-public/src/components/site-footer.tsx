import {
  hasLanguageVersions,
  publicPage,
  sitePath,
  type PublicPageKey,
} from '@lyceum/contracts/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LocalizedLink } from './localized-link';
import './site-footer.css';

const SITE_LINKS = ['about', 'faq', 'contact', 'status'] as const;
const LEGAL_LINKS = ['privacy', 'terms', 'cookies'] as const;

/** A link to a public page: in the reader's language where the page has language versions. */
function PageLink({ page, children }: { page: PublicPageKey; children: ReactNode }) {
  const to = sitePath(page);
  return hasLanguageVersions(publicPage(page)) ? (
    <LocalizedLink to={to}>{children}</LocalizedLink>
  ) : (
    <Link to={to}>{children}</Link>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('public-site');
  return (
    <footer className="ps-footer">
      <div className="ps-container ps-footer__inner">
        <div className="ps-footer__brand">
          <p className="ps-footer__name">{t('siteName')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="ps-footer__links">
            {SITE_LINKS.map((page) => (
              <li key={page}>
                <PageLink page={page}>{t(`footer.${page}`)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legalLabel')}>
          <ul className="ps-footer__links">
            {LEGAL_LINKS.map((page) => (
              <li key={page}>
                <PageLink page={page}>{t(`footer.${page}`)}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="ps-container ps-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
