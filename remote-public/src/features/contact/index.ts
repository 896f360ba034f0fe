import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** The contact page, fetched when its route is first shown. */
export const contactPages = {
  contact: lazy(() => import('./contact-page').then((module) => ({ default: module.ContactPage }))),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
