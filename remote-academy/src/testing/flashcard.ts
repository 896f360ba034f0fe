import type { Flashcard } from '@lyceum/contracts';

/** A draft card as the API answers it, for tests; `fields` override any of its values. */
export const testFlashcard = (
  id: number,
  recto = `front ${id}`,
  verso = `back ${id}`,
  fields: Partial<Flashcard> = {},
): Flashcard => ({
  id,
  recto,
  verso,
  tags: [],
  status: 'draft',
  memory_strength: 0,
  last_review: null,
  due: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});
