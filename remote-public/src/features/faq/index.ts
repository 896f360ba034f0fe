import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** The FAQ page, fetched when its route is first shown. */
export const faqPages = {
  faq: lazy(() => import('./faq-page').then((module) => ({ default: module.FaqPage }))),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
