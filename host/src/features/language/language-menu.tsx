import { SUPPORTED_LANGUAGES, useLanguage, type Language } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { languagePageOf, stripPrefix, withLanguage } from './language-paths';
import { isLanguage } from '@lyceum/platform';

/** The current path without a language prefix. */
function unprefixed(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? stripPrefix(pathname) : pathname;
}

/**
 * EN/FR dropdown. On a public page that has language versions, the user moves to that page's
 * path in the new language.
 */
export function LanguageMenu() {
  const { t } = useTranslation('host-shell');
  const { language, changeLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const choose = (lng: Language) => {
    changeLanguage(lng).catch((error: unknown) => console.warn('Language sync failed', error));
    const base = unprefixed(pathname);
    if (languagePageOf(base) !== null) {
      void navigate(`${withLanguage(lng, base)}${search}${hash}`, { replace: false });
    }
  };

  return (
    <label className="language-menu">
      <span className="ly-visually-hidden">{t('topBar.language')}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        className="language-menu__globe"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
        data-testid="language-select"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {lng.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
