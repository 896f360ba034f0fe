import { ApiError } from '@lyceum/platform';
import { useIdeasMutation } from './browse-ideas';
import { deleteIdea } from './delete-idea';

/** Why a bulk delete did not start. */
export type BulkDeleteGuard = 'noSelection' | 'noCollection';

/** What keeps a bulk delete from starting, if anything: no collection, or nothing selected. */
export function bulkDeleteGuard(
  collection: string,
  ids: readonly number[],
): BulkDeleteGuard | null {
  if (!collection) return 'noCollection';
  if (ids.length === 0) return 'noSelection';
  return null;
}

export class BulkDeleteRefused extends Error {
  readonly guard: BulkDeleteGuard;
  constructor(guard: BulkDeleteGuard) {
    super(guard);
    this.name = 'BulkDeleteRefused';
    this.guard = guard;
  }
}

export interface BulkDeleteOutcome {
  requested: number;
  deleted: number[];
  /** The ideas the server refused to delete, in the order they were asked, with its error. */
  failures: Array<{ id: number; error: unknown }>;
  /** True when the server stopped answering: the ideas not yet asked were left alone. */
  interrupted: boolean;
}

/**
 * Deletes the ideas one after the other and collects each refusal. When no answer comes at all
 * the rest is not tried, as it would fail the same way.
 */
export async function deleteIdeas(collection: string, ids: readonly number[]) {
  const guard = bulkDeleteGuard(collection, ids);
  if (guard) throw new BulkDeleteRefused(guard);
  const outcome: BulkDeleteOutcome = {
    requested: ids.length,
    deleted: [],
    failures: [],
    interrupted: false,
  };
  for (const id of ids) {
    try {
      await deleteIdea(collection, id);
      outcome.deleted.push(id);
    } catch (error) {
      if (error instanceof ApiError && error.status === null) {
        outcome.interrupted = true;
        break;
      }
      outcome.failures.push({ id, error });
    }
  }
  return outcome;
}

export const useDeleteIdeas = (collection: string) =>
  useIdeasMutation(collection, (ids: readonly number[]) => deleteIdeas(collection, ids));
