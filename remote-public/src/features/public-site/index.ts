import type { ComponentType } from 'react';
import { AboutPage } from './pages/about-page';
import { ConfirmPage } from './pages/confirm-page';
import { ContactPage } from './pages/contact-page';
import { FaqPage } from './pages/faq-page';
import { LandingPage } from './pages/landing-page';
import { CookiesPage, PrivacyPage, TermsPage } from './pages/legal-page';
import { StatusPage } from './pages/status-page';
import { UnsubscribePage } from './pages/unsubscribe-page';

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
