// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import en from '../locales/en/backoffice.json';
import enPersonas from '../locales/en/personas.json';
import enVectorDb from '../locales/en/vector-db.json';
import enVectorDbImport from '../locales/en/vector-db-import.json';
import fr from '../locales/fr/backoffice.json';
import frPersonas from '../locales/fr/personas.json';
import frVectorDb from '../locales/fr/vector-db.json';
import frVectorDbImport from '../locales/fr/vector-db-import.json';

const files: Record<string, unknown> = {
  './en/backoffice.json': en,
  './fr/backoffice.json': fr,
  './en/vector-db.json': enVectorDb,
  './fr/vector-db.json': frVectorDb,
  './en/vector-db-import.json': enVectorDbImport,
  './fr/vector-db-import.json': frVectorDbImport,
  './en/personas.json': enPersonas,
  './fr/personas.json': frPersonas,
};

registerLocales(
  'backoffice',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
