import { storedLanguage, useLanguage } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { languageVersionOf, withLanguage } from './language-paths';

/**
 * An unprefixed public page (`/faq`) says English in its address. When the interface shows the
 * stored preference and that is another language, the visit is replaced by the page's address in
 * that language (`/fr/faq`), with the same query, hash and state, so address and content agree.
 */
export function FollowStoredLanguage({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  // Only a language whose pages carry a prefix has anywhere else to go.
  const prefixed = storedLanguage() === language && withLanguage(language, '/') !== '/';
  const target = prefixed ? languageVersionOf(language, pathname) : null;
  if (target !== null) {
    // The state travels too: a notice handed to the page (an account just deleted) still shows.
    return <Navigate to={`${target}${search}${hash}`} replace state={state} />;
  }
  return children;
}
