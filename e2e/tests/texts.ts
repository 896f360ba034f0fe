import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@lyceum/build/apps';
import { ERRORS, errorDetail, type ErrorCode } from '@lyceum/contracts/constants';

export type Lang = 'en' | 'fr';

const cache = new Map<string, unknown>();

/** The locale file `<folder>/src/locales/<lang>/<file>.json` of an app, read once. */
function bundle(folder: string, lang: Lang, file: string): unknown {
  const full = path.join(ROOT, folder, 'src', 'locales', lang, `${file}.json`);
  if (!cache.has(full)) cache.set(full, JSON.parse(readFileSync(full, 'utf8')));
  return cache.get(full);
}

/**
 * The text an app shows for `key` in `lang`, read from the app's own locale file (so a journey
 * checks the words the page was built with, in both languages), with `{{name}}` filled in.
 */
export function localeText(
  where: { folder: string; file: string },
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = bundle(where.folder, lang, where.file);
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string')
    throw new Error(`no text ${where.folder}/${lang}/${where.file} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Texts of the account pages (remote-public) and of the settings page (host). */
export const AUTH = { folder: 'remote-public', file: 'auth' };
export const SETTINGS = { folder: 'host', file: 'settings' };
export const SHELL = { folder: 'host', file: 'shell' };

/**
 * Texts of the Academy: titles and call failures, the library, its cards, the import screen, the
 * challenge and the progress panel.
 */
export const ACADEMY = { folder: 'remote-academy', file: 'academy' };
export const LIBRARY = { folder: 'remote-academy', file: 'library' };
export const CARDS = { folder: 'remote-academy', file: 'cards' };
export const IMPORT = { folder: 'remote-academy', file: 'import' };
export const CHALLENGE = { folder: 'remote-academy', file: 'challenge' };
export const PROGRESS = { folder: 'remote-academy', file: 'progress' };

/** Texts of the chat remote (Discover's title among them) and of the vector database screens. */
export const CHAT = { folder: 'remote-chat', file: 'chat' };
export const VECTOR_DB = { folder: 'remote-backoffice', file: 'vector-db' };

/** The text the browser shows for an API error code: the catalog's English, or its French. */
export function errorText(code: ErrorCode, lang: Lang): string {
  if (lang === 'en') return errorDetail(code);
  const file = path.join(ROOT, 'shared', 'platform', 'src', 'locales', 'errors.fr.json');
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const french = (cache.get(file) as Record<string, string>)[code];
  if (!french) throw new Error(`no French text for ${code}`);
  const values: Readonly<Record<string, string | number>> =
    (ERRORS[code] as { values?: Record<string, string | number> }).values ?? {};
  return french.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
