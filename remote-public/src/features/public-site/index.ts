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

export interface PublicSitePage {
  path: string;
  Component: ComponentType;
}

/** Public pages, relative paths: the remote mounts them at `/` and under `/:lang/`. */
export const publicSitePages: PublicSitePage[] = [
  { path: '', Component: LandingPage },
  { path: 'landing', Component: LandingPage },
  { path: 'about', Component: AboutPage },
  { path: 'faq', Component: FaqPage },
  { path: 'contact', Component: ContactPage },
  { path: 'privacy', Component: PrivacyPage },
  { path: 'terms', Component: TermsPage },
  { path: 'cookies', Component: CookiesPage },
  { path: 'status', Component: StatusPage },
  { path: 'confirm/:token', Component: ConfirmPage },
  { path: 'unsubscribe/:token', Component: UnsubscribePage },
];
