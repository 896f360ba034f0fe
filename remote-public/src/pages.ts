import './locales';
import { PUBLIC_PAGES, type PublicPageKey } from '@lyceum/contracts/constants';
import type { RemotePages } from '@lyceum/platform';
import type { ComponentType } from 'react';
import { authPages } from './features/auth';
import { contactPages } from './features/contact';
import { faqPages } from './features/faq';
import { landingPages } from './features/landing';
import { legalPages } from './features/legal-pages';
import { newsletterPages } from './features/newsletter';
import { statusPages } from './features/status';
import { unsubscribePages } from './features/unsubscribe';

/** Each page of the contracts' list, by its key: a page missing here fails the type check. */
const components: Record<PublicPageKey, ComponentType> = {
  ...landingPages,
  ...legalPages,
  ...faqPages,
  ...contactPages,
  ...statusPages,
  ...newsletterPages,
  ...unsubscribePages,
  ...authPages,
};

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = Object.fromEntries(
  PUBLIC_PAGES.map((page) => [page.path, components[page.key]]),
);
