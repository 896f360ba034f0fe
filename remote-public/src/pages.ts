import './locales';
import { PUBLIC_PAGES, type PublicPageKey } from '@lyceum/contracts/constants';
import type { RemotePages } from '@lyceum/platform';
import type { ComponentType } from 'react';
import { authPages } from './features/auth';
import { publicSitePages } from './features/public-site';

/** Each page of the contracts' list, by its key: a page missing here fails the type check. */
const components: Record<PublicPageKey, ComponentType> = { ...publicSitePages, ...authPages };

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = Object.fromEntries(
  PUBLIC_PAGES.map((page) => [page.path, components[page.key]]),
);
