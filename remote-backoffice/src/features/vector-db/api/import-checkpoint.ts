import type { ImportJobStarted } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { checkpointForm, uploadOptions, type CheckpointFiles } from './checkpoint-form';

export interface ImportCheckpointInput extends CheckpointFiles {
  /** Titles of the conflicting books to replace; the other conflicting books are skipped. */
  booksToReplace: string[];
}

/** Starts the import job and answers its id; failures throw `ApiError`. */
export function importCheckpoint({
  booksToReplace,
  ...files
}: ImportCheckpointInput): Promise<ImportJobStarted> {
  const form = checkpointForm(files, { books_to_replace: JSON.stringify(booksToReplace) });
  return apiClient
    .post('/api/admin/vector-db/import-checkpoint', uploadOptions(form))
    .json<ImportJobStarted>();
}

export function useImportCheckpoint() {
  return useMutation({ mutationFn: importCheckpoint });
}
