import type { IdeaRelation, IdeaStance, SnapshotIdea } from '@lyceum/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A thinker's idea file in content/thinkers: the collection, its author and its ideas. */
export interface ThinkerFile {
  collection: string;
  author: string;
  ideas: Array<Omit<SnapshotIdea, 'collection' | 'vector'> & { language: string }>;
}

/**
 * A relation of content/relations.json: the idea `from` stands towards the idea `to` (of another
 * thinker) as `stance` says, with a note of where they differ in English and in French.
 */
export interface RelationEntry {
  from: string;
  to: string;
  stance: IdeaStance;
  note: string;
  note_fr: string;
}

export const THINKERS_DIR = path.resolve(__dirname, '../content/thinkers');
export const RELATIONS_FILE = path.resolve(__dirname, '../content/relations.json');

export const readRelations = (): RelationEntry[] =>
  existsSync(RELATIONS_FILE)
    ? (JSON.parse(readFileSync(RELATIONS_FILE, 'utf8')) as RelationEntry[])
    : [];

/**
 * Every thinker file, by file name, each idea with the relations content/relations.json gives it
 * (in that file's order), as a checkpoint carries them.
 */
export function readThinkers(): ThinkerFile[] {
  const thinkers = readdirSync(THINKERS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(THINKERS_DIR, name), 'utf8')) as ThinkerFile);
  const ideas = new Map(
    thinkers.flatMap((thinker) =>
      thinker.ideas.map((idea) => [idea.id, { thinker, idea }] as const),
    ),
  );
  for (const entry of readRelations()) {
    const from = ideas.get(entry.from);
    const to = ideas.get(entry.to);
    if (!from || !to)
      throw new Error(`${RELATIONS_FILE}: ${entry.from} → ${entry.to} names no idea`);
    const relation: IdeaRelation = {
      collection: to.thinker.collection,
      id: entry.to,
      stance: entry.stance,
      note: entry.note,
      translations: { fr: { note: entry.note_fr } },
    };
    from.idea.relations = [...(from.idea.relations ?? []), relation];
  }
  return thinkers;
}
