// The command line of lyceum-static-server. Also read by deploy/web's renderer, which takes an
// app's `serve` script (its package.json) as the description of how that app is served, so nginx
// in production behaves as the development server does.
import { parseArgs } from 'node:util';
import { withLanguagePrefixes } from './hints.mjs';

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

/** A page's route (`confirm/:token`) as a hints path pattern (`/confirm/*`). */
export function pagePattern(path) {
  const pattern = `/${path}`.replace(/\/:[^/]+$/, '/*');
  if (pattern.includes(':')) throw new Error(`${path}: only a last segment can be a parameter`);
  return pattern;
}

/**
 * The paths of `--hints-pages`: every page of the public site (the contracts' list), each also
 * under every language's prefix but the default one's (`/about` → `/fr/about`).
 */
export function publicPagesHintsPaths({ pages, languages, defaultLanguage }) {
  return withLanguagePrefixes(
    pages.map((page) => pagePattern(page.path)),
    languages.filter((language) => language !== defaultLanguage),
  );
}
