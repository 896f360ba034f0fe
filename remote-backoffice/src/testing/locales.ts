// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import en from '../locales/en/backoffice.json';
import enCheckpointImport from '../locales/en/checkpoint-import.json';
import enPersonas from '../locales/en/personas.json';
import enVectorDb from '../locales/en/vector-db.json';
import fr from '../locales/fr/backoffice.json';
import frCheckpointImport from '../locales/fr/checkpoint-import.json';
import frPersonas from '../locales/fr/personas.json';
import frVectorDb from '../locales/fr/vector-db.json';

const files: Record<string, unknown> = {
  './en/backoffice.json': en,
  './fr/backoffice.json': fr,
  './en/vector-db.json': enVectorDb,
  './fr/vector-db.json': frVectorDb,
  './en/checkpoint-import.json': enCheckpointImport,
  './fr/checkpoint-import.json': frCheckpointImport,
  './en/personas.json': enPersonas,
  './fr/personas.json': frPersonas,
};

registerLocales(
  'backoffice',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
