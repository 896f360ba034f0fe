// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import en from '../locales/en/backoffice.json';
import fr from '../locales/fr/backoffice.json';

const files: Record<string, unknown> = { './en/backoffice.json': en, './fr/backoffice.json': fr };

registerLocales(
  'backoffice',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
