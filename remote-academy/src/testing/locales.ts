// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import enAcademy from '../locales/en/academy.json';
import enCards from '../locales/en/cards.json';
import enImport from '../locales/en/import.json';
import enLibrary from '../locales/en/library.json';
import frAcademy from '../locales/fr/academy.json';
import frCards from '../locales/fr/cards.json';
import frImport from '../locales/fr/import.json';
import frLibrary from '../locales/fr/library.json';

const files: Record<string, unknown> = {
  './en/academy.json': enAcademy,
  './en/cards.json': enCards,
  './en/import.json': enImport,
  './en/library.json': enLibrary,
  './fr/academy.json': frAcademy,
  './fr/cards.json': frCards,
  './fr/import.json': frImport,
  './fr/library.json': frLibrary,
};

registerLocales(
  'academy',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
