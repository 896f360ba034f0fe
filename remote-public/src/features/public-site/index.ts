import type { ComponentType } from 'react';
import { makePlaceholder } from './pages/placeholder';

export interface PublicSitePage {
  path: string;
  Component: ComponentType;
}

const Landing = makePlaceholder('Landing');

/** Public pages, relative paths: the remote mounts them at `/` and under `/:lang/`. */
export const publicSitePages: PublicSitePage[] = [
  { path: '', Component: Landing },
  { path: 'landing', Component: Landing },
  { path: 'about', Component: makePlaceholder('About') },
  { path: 'faq', Component: makePlaceholder('Faq') },
  { path: 'contact', Component: makePlaceholder('Contact') },
  { path: 'privacy', Component: makePlaceholder('Privacy') },
  { path: 'terms', Component: makePlaceholder('Terms') },
  { path: 'cookies', Component: makePlaceholder('Cookies') },
  { path: 'status', Component: makePlaceholder('Status') },
  { path: 'confirm/:token', Component: makePlaceholder('Confirm') },
  { path: 'unsubscribe/:token', Component: makePlaceholder('Unsubscribe') },
];
