import './locales';
import type { RemotePages } from '@lyceum/platform';
import { authPages } from './features/auth';
import { publicSitePages } from './features/public-site';

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = {
  ...Object.fromEntries(publicSitePages.map((page) => [page.path, page.Component])),
  ...authPages,
};
