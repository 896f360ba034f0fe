// The pages of the site that more than one app names: the host routes them, the public remote
// renders and links to them, and the API e-mails links to them. Paths are relative to the site's
// root (React Router patterns); `sitePath` gives the absolute path. The public pages come from
// their one list (public-pages.ts); the settings page is the host's own.
import { PUBLIC_PAGES } from './public-pages.js';

type PublicPagePaths = {
  [Page in (typeof PUBLIC_PAGES)[number] as Page['key']]: Page['path'];
};

export const SITE_PAGES = {
  ...(Object.fromEntries(PUBLIC_PAGES.map((page) => [page.key, page.path])) as PublicPagePaths),
  settings: 'settings',
} as const;

export type SitePage = keyof typeof SITE_PAGES;

/** `/signin`, or with a token `/reset-password/<token>` (the token is URL-encoded). */
export function sitePath(page: SitePage, token?: string): string {
  const pattern = `/${SITE_PAGES[page]}`;
  if (!pattern.includes(':token')) return pattern;
  if (token === undefined) throw new Error(`${page} needs a token`);
  return pattern.replace(':token', encodeURIComponent(token));
}
