import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** The status page, fetched when its route is first shown. */
export const statusPages = {
  status: lazy(() => import('./status-page').then((module) => ({ default: module.StatusPage }))),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;
