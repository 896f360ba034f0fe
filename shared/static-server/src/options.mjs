// The command line of lyceum-static-server. Also read by deploy/web's renderer, which takes an
// app's `serve` script (its package.json) as the description of how that app is served, so nginx
// in production behaves as the development server does.
import { parseArgs } from 'node:util';

export const SERVE_OPTIONS = {
  app: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  spa: { type: 'boolean', default: false },
  'no-compress': { type: 'boolean', default: false },
  'source-maps': { type: 'boolean', default: false },
  'runtime-config': { type: 'string' },
  'hints-remote': { type: 'string' },
  'hints-pages': { type: 'boolean', default: false },
};

/** The command line's `{ values, positionals }` (`args` without the program's name). */
export const parseServeArgs = (args) =>
  parseArgs({ args, allowPositionals: true, options: SERVE_OPTIONS });

/** A page's address (`/fr/confirm/:token`) as a hints path pattern (`/fr/confirm/*`). */
export function pagePattern(url) {
  const pattern = url.replace(/\/:[^/]+$/, '/*');
  if (pattern.includes(':')) throw new Error(`${url}: only a last segment can be a parameter`);
  return pattern;
}

/**
 * The paths of `--hints-pages`: every address of every page of the public site, in each language
 * it has (`pageUrls(page)`: the contracts' `publicPageUrls`, `{ en: '/about', fr: '/fr/about' }`).
 */
export function publicPagesHintsPaths(pages, pageUrls) {
  return [...new Set(pages.flatMap((page) => Object.values(pageUrls(page)).map(pagePattern)))];
}
