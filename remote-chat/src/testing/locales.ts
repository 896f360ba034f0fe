// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import en from '../locales/en/chat.json';
import fr from '../locales/fr/chat.json';

const files: Record<string, unknown> = { './en/chat.json': en, './fr/chat.json': fr };

registerLocales(
  'chat',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
