/**
 * @jest-environment node
 */
// Every key must exist in English and in French, in every app's locales folder: the host, each
// remote and this package. A missing translation fails here, not in front of a user.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');
const apps = [
  'host',
  'remote-public',
  'remote-academy',
  'remote-chat',
  'remote-backoffice',
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

describe.each(apps)('%s locales', (app) => {
  const base = path.join(root, app, 'src/locales');

  test('has English and French folders with the same namespaces', () => {
    expect(namespaces(path.join(base, 'en')).length).toBeGreaterThan(0);
    expect(namespaces(path.join(base, 'fr'))).toEqual(namespaces(path.join(base, 'en')));
  });

  test.each(namespaces(path.join(base, 'en')))('%s has the same keys in en and fr', (file) => {
    const read = (lng: string) =>
      JSON.parse(readFileSync(path.join(base, lng, file), 'utf8')) as unknown;
    const en = keysOf(read('en')).sort();
    const fr = keysOf(read('fr')).sort();
    expect({ missingInFrench: en.filter((key) => !fr.includes(key)) }).toEqual({
      missingInFrench: [],
    });
    expect({ missingInEnglish: fr.filter((key) => !en.includes(key)) }).toEqual({
      missingInEnglish: [],
    });
  });
});
