import './locales';
import type { RemotePages } from '@lyceum/platform';
import { BackOfficePage } from './features/dashboard/back-office-page';

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = {
  'back-office': BackOfficePage,
};
