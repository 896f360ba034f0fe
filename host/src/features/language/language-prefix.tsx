import { applyLanguage, changeLanguage, isLanguage, storedLanguage } from '@lyceum/platform';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { stripPrefix, withLanguage } from './language-paths';

/**
 * Language prefixes: an unsupported prefix is stripped; a stored preference that
 * differs wins; with none stored the prefix becomes the preference. Redirects replace.
 */
export function LanguagePrefix() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const supported = isLanguage(lang);
  const stored = storedLanguage();
  const adopt = supported && !stored;

  useEffect(() => {
    if (!adopt) return;
    // The address names the language: the page shows in it at once. A signed-in account is told
    // as well; when that fails it is only logged.
    void applyLanguage(lang).then(() =>
      changeLanguage(lang).catch((error: unknown) => {
        console.warn('Could not save the language from the URL prefix', error);
      }),
    );
  }, [adopt, lang]);

  const rest = stripPrefix(pathname);
  if (!supported) return <Navigate to={`${rest}${search}${hash}`} replace />;
  if (stored && stored !== lang) {
    return <Navigate to={`${withLanguage(stored, rest, true)}${search}${hash}`} replace />;
  }
  return <Outlet />;
}
