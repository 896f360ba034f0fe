import type { Flashcard, Tag } from '@lyceum/contracts';

/** How many tags each of the bulk bar's Add and Remove rows shows before "+N more". */
export const BULK_TAGS_SHOWN = 3;

/** The user's tags, in their order, that at least one selected card lacks. */
export function tagsToAdd(cards: readonly Flashcard[], tags: readonly Tag[]): string[] {
  return tags
    .map((tag) => tag.name)
    .filter((name) => !cards.every((card) => card.tags.includes(name)));
}

/**
 * The tags on at least one selected card: in the order of the user's tags, then any the tag
 * list does not know yet, alphabetically.
 */
export function tagsToRemove(cards: readonly Flashcard[], tags: readonly Tag[]): string[] {
  const present = new Set(cards.flatMap((card) => card.tags));
  const known = tags.map((tag) => tag.name).filter((name) => present.has(name));
  const knownSet = new Set(known);
  const unknown = [...present].filter((name) => !knownSet.has(name)).sort();
  return [...known, ...unknown];
}
