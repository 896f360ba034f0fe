import { sitePath } from '@lyceum/contracts/constants';
import {
  ApiError,
  SUPPORTED_LANGUAGES,
  changeLanguage,
  isLanguage,
  useAuth,
  useErrorText,
  useLanguage,
  type Language,
} from '@lyceum/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageVersionOf, unprefixed } from './language-paths';

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="language-menu__globe">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * Where the page on screen lives in `lng`, when it is a public page with language versions. For a
 * signed-in user `/` is the home, not the landing, whose English address is then `/landing`.
 */
function languageTarget(lng: Language, pathname: string, signedIn: boolean): string | null {
  if (signedIn && pathname === '/') return null;
  const target = languageVersionOf(lng, unprefixed(pathname));
  return signedIn && target === '/' ? sitePath('landingAlias') : target;
}

/**
 * EN/FR dropdown, a native select (the browser gives it its keyboard, Escape and outside-click
 * behaviour). The new language applies once it is saved (at once for a guest); then, on a public
 * page that has language versions, the user moves to that page's address in the new language.
 * When saving fails nothing changes and the failure shows under the menu, in the current language.
 */
export function LanguageMenu() {
  const { t } = useTranslation('host-shell');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const choose = async (lng: Language) => {
    setFailure(null);
    setPending(true);
    try {
      await changeLanguage(lng);
    } catch (error) {
      setFailure(error);
      return;
    } finally {
      setPending(false);
    }
    // Only now: under /:lang a stored preference that differs would send the user back.
    const target = languageTarget(lng, pathname, Boolean(user));
    if (target !== null) void navigate(`${target}${search}${hash}`, { replace: true });
  };

  const unreachable = failure instanceof ApiError && failure.status === null;
  // Read without scripts (a prerendered public page), the select cannot act: links to the page's
  // other language versions stand in its place.
  const versions = user
    ? []
    : SUPPORTED_LANGUAGES.filter((lng) => lng !== language).flatMap((lng) => {
        const target = languageTarget(lng, pathname, false);
        return target === null ? [] : [{ lng, target }];
      });
  return (
    <div className="language-menu">
      <label className="language-menu__control">
        <span className="ly-visually-hidden">{t('topBar.language')}</span>
        <GlobeIcon />
        <select
          value={language}
          // Not disabled while saving: a disabled control would drop the keyboard focus.
          aria-busy={pending}
          onChange={(event) => {
            if (!pending && isLanguage(event.target.value)) void choose(event.target.value);
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
      {versions.length > 0 && (
        <noscript>
          {versions.map(({ lng, target }) => (
            <a key={lng} className="language-menu__link" href={target} hrefLang={lng} lang={lng}>
              {lng.toUpperCase()}
            </a>
          ))}
        </noscript>
      )}
      {failure !== null && (
        <div className="language-menu__error">
          <p role="alert">
            {errorText(
              failure,
              unreachable ? t('languageMenu.networkError') : t('languageMenu.updateError'),
            )}
          </p>
          <button
            type="button"
            className="language-menu__dismiss"
            aria-label={t('languageMenu.dismiss')}
            onClick={() => setFailure(null)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
