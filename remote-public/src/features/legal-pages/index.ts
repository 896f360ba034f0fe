import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** About and the legal pages, each fetched when its route is first shown. */
export const legalPages = {
  about: lazy(() => import('./about-page').then((module) => ({ default: module.AboutPage }))),
  privacy: lazy(() => import('./legal-page').then((module) => ({ default: module.PrivacyPage }))),
  terms: lazy(() => import('./legal-page').then((module) => ({ default: module.TermsPage }))),
  cookies: lazy(() => import('./legal-page').then((module) => ({ default: module.CookiesPage }))),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
