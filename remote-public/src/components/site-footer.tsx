import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LocalizedLink } from './localized-link';
import './site-footer.css';

const SITE_LINKS = ['about', 'faq', 'contact'] as const;
const LEGAL_LINKS = ['privacy', 'terms', 'cookies'] as const;

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
                <LocalizedLink to={`/${page}`}>{t(`footer.${page}`)}</LocalizedLink>
              </li>
            ))}
            <li>
              {/* The status page has no language prefix: one address in every language. */}
              <Link to="/status">{t('footer.status')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legalLabel')}>
          <ul className="ps-footer__links">
            {LEGAL_LINKS.map((page) => (
              <li key={page}>
                <LocalizedLink to={`/${page}`}>{t(`footer.${page}`)}</LocalizedLink>
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
