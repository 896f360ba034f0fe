import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** The page of the newsletter's unsubscribe link, fetched when its route is first shown. */
export const unsubscribePages = {
  newsletterUnsubscribe: lazy(() =>
    import('./unsubscribe-page').then((module) => ({ default: module.UnsubscribePage })),
  ),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
