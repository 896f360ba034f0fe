import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';
import { LandingPage } from './pages/landing-page';

/**
 * The public pages other than the landing are each fetched when their route is first shown: the
 * landing, the page that must paint fastest, neither downloads nor runs their code and styles.
 */
const AboutPage = lazy(() =>
  import('./pages/about-page').then((module) => ({ default: module.AboutPage })),
);
const FaqPage = lazy(() =>
  import('./pages/faq-page').then((module) => ({ default: module.FaqPage })),
);
const ContactPage = lazy(() =>
  import('./pages/contact-page').then((module) => ({ default: module.ContactPage })),
);
const PrivacyPage = lazy(() =>
  import('./pages/legal-page').then((module) => ({ default: module.PrivacyPage })),
);
const TermsPage = lazy(() =>
  import('./pages/legal-page').then((module) => ({ default: module.TermsPage })),
);
const CookiesPage = lazy(() =>
  import('./pages/legal-page').then((module) => ({ default: module.CookiesPage })),
);
const StatusPage = lazy(() =>
  import('./pages/status-page').then((module) => ({ default: module.StatusPage })),
);
const ConfirmPage = lazy(() =>
  import('./pages/confirm-page').then((module) => ({ default: module.ConfirmPage })),
);
const UnsubscribePage = lazy(() =>
  import('./pages/unsubscribe-page').then((module) => ({ default: module.UnsubscribePage })),
);

/** The public site's pages other than the account ones, by their keys in the contracts' list. */
export const publicSitePages = {
  landing: LandingPage,
  landingAlias: LandingPage,
  about: AboutPage,
  faq: FaqPage,
  contact: ContactPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  cookies: CookiesPage,
  status: StatusPage,
  newsletterConfirm: ConfirmPage,
  newsletterUnsubscribe: UnsubscribePage,
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
