import type { SnapshotIdea } from '@lyceum/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A thinker's idea file in content/thinkers: the collection, its author and its ideas. */
export interface ThinkerFile {
  collection: string;
  author: string;
  ideas: Array<Omit<SnapshotIdea, 'collection' | 'vector'> & { language: string }>;
}

export const THINKERS_DIR = path.resolve(__dirname, '../content/thinkers');

/** Every thinker file, by file name. */
export const readThinkers = (): ThinkerFile[] =>
  readdirSync(THINKERS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(THINKERS_DIR, name), 'utf8')) as ThinkerFile);
