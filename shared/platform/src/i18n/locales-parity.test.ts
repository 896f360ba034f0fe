/**
 * @jest-environment node
 */
// Every key must exist in English and in French, in every app's locales folder: the host, each
// remote and this package. A missing translation fails here, not in front of a user.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@lyceum/contracts/constants';

const root = path.resolve(__dirname, '../../../..');
const appsFile = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8')) as {
  host: { folder: string };
  remotes: Record<string, { folder: string }>;
};
const apps = [
  appsFile.host.folder,
  ...Object.values(appsFile.remotes).map((remote) => remote.folder),
  'shared/platform',
];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaces(folder: string): string[] {
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
}

const others = LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE);

describe.each(apps)('%s locales', (app) => {
  const base = path.join(root, app, 'src/locales');
  const files = namespaces(path.join(base, DEFAULT_LANGUAGE));

  test.each(others)('has a %s folder with the same namespaces as the default language', (lng) => {
    expect(files.length).toBeGreaterThan(0);
    expect(namespaces(path.join(base, lng))).toEqual(files);
  });

  describe.each(others)('in %s', (lng) => {
    test.each(files)('%s has the same keys as in the default language', (file) => {
      const read = (language: string) =>
        JSON.parse(readFileSync(path.join(base, language, file), 'utf8')) as unknown;
      const reference = keysOf(read(DEFAULT_LANGUAGE)).sort();
      const translated = keysOf(read(lng)).sort();
      expect({ missing: reference.filter((key) => !translated.includes(key)) }).toEqual({
        missing: [],
      });
      expect({ extra: translated.filter((key) => !reference.includes(key)) }).toEqual({
        extra: [],
      });
    });
  });
});
