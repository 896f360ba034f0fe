import './locales';
import type { RemotePages } from '@lyceum/platform';
import { SignInPage } from './features/auth/sign-in-page';
import { SignUpPage } from './features/auth/sign-up-page';
import { publicSitePages } from './features/public-site';

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = {
  ...Object.fromEntries(publicSitePages.map((page) => [page.path, page.Component])),
  signin: SignInPage,
  signup: SignUpPage,
};
