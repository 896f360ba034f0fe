import {
  applyLanguage,
  changeLanguage,
  isLanguage,
  storedLanguage,
  useAuth,
  type Language,
} from '@lyceum/platform';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { GuardLoading } from '../guards/guard-loading';
import { hasSingleAddress, stripPrefix, withLanguage } from './language-paths';

/** Switches the interface to the address's language and stores it, on the account as well. */
async function adoptLanguage(lang: Language): Promise<void> {
  // The page shows in it at once; when the account cannot be told, that is only logged.
  await applyLanguage(lang);
  changeLanguage(lang).catch((error: unknown) => {
    console.warn('Could not save the language from the URL prefix', error);
  });
}

/**
 * Language prefixes. An unsupported prefix is stripped. On a public page with a version in each
 * language, a stored preference that differs wins, and with none stored the prefix becomes the
 * preference. A page with a single address — one of the app (`/fr/flashcards`, and `/fr` for a
 * signed-in user, whose home is the app's) or a public one with no language version
 * (`/fr/status`) — opens in the prefix's language, which becomes the preference. Redirects
 * replace, keeping query and hash. `language` names the prefix of a route whose path spells it
 * out (`fr/flashcards/*`).
 */
export function LanguagePrefix({ language }: { language?: Language }) {
  const params = useParams();
  const lang = language ?? params.lang;
  const { pathname, search, hash } = useLocation();
  const { user, loading } = useAuth();
  const rest = stripPrefix(pathname);
  if (!isLanguage(lang)) return <Navigate to={`${rest}${search}${hash}`} replace />;
  if (hasSingleAddress(rest) || (rest === '/' && (user || loading))) {
    return <SingleAddressPageIn lang={lang} to={`${rest}${search}${hash}`} />;
  }
  return <PublicPageIn lang={lang} rest={rest} />;
}

/** A public page under a supported prefix: the stored preference wins, else the prefix is adopted. */
function PublicPageIn({ lang, rest }: { lang: Language; rest: string }) {
  const { search, hash } = useLocation();
  const stored = storedLanguage();
  const adopt = !stored;

  useEffect(() => {
    if (adopt) void adoptLanguage(lang);
  }, [adopt, lang]);

  if (stored && stored !== lang) {
    return <Navigate to={`${withLanguage(stored, rest, true)}${search}${hash}`} replace />;
  }
  return <Outlet />;
}

/**
 * A page with a single address under a prefix: once the stored session is restored (its
 * profile's language would otherwise replace the prefix's), the prefix's language is adopted,
 * then the page opens at its own address.
 */
function SingleAddressPageIn({ lang, to }: { lang: Language; to: string }) {
  const { loading } = useAuth();
  const [adopted, setAdopted] = useState(false);

  useEffect(() => {
    if (!loading) void adoptLanguage(lang).then(() => setAdopted(true));
  }, [loading, lang]);

  return adopted ? <Navigate to={to} replace /> : <GuardLoading />;
}
