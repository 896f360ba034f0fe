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
  'hints-paths': { type: 'string' },
};

/** The command line's `{ values, positionals }` (`args` without the program's name). */
export const parseServeArgs = (args) =>
  parseArgs({ args, allowPositionals: true, options: SERVE_OPTIONS });

/**
 * The paths of a `--hints-paths` list (`/,/about,/confirm/*`) with their copies under every
 * language but the default one.
 */
export function hintsPaths(list, { languages, defaultLanguage }) {
  const paths = list
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  return withLanguagePrefixes(
    paths,
    languages.filter((language) => language !== defaultLanguage),
  );
}
