// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import enAcademy from '../locales/en/academy.json';
import enCards from '../locales/en/cards.json';
import enChallenge from '../locales/en/challenge.json';
import enImport from '../locales/en/import.json';
import enLibrary from '../locales/en/library.json';
import enProgress from '../locales/en/progress.json';
import frAcademy from '../locales/fr/academy.json';
import frCards from '../locales/fr/cards.json';
import frChallenge from '../locales/fr/challenge.json';
import frImport from '../locales/fr/import.json';
import frLibrary from '../locales/fr/library.json';
import frProgress from '../locales/fr/progress.json';

const files: Record<string, unknown> = {
  './en/academy.json': enAcademy,
  './en/cards.json': enCards,
  './en/challenge.json': enChallenge,
  './en/import.json': enImport,
  './en/library.json': enLibrary,
  './en/progress.json': enProgress,
  './fr/academy.json': frAcademy,
  './fr/cards.json': frCards,
  './fr/challenge.json': frChallenge,
  './fr/import.json': frImport,
  './fr/library.json': frLibrary,
  './fr/progress.json': frProgress,
};

registerLocales(
  'academy',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
