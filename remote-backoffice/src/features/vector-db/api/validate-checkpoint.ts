import type { CheckpointValidation } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { checkpointForm, uploadOptions, type CheckpointFiles } from './checkpoint-form';

export type { CheckpointValidation } from '@lyceum/contracts';

/** Checks both files against each other and the server; failures throw `ApiError`. */
export function validateCheckpoint(files: CheckpointFiles): Promise<CheckpointValidation> {
  return apiClient
    .post('/api/admin/vector-db/validate-checkpoint', uploadOptions(checkpointForm(files)))
    .json<CheckpointValidation>();
}

export function useValidateCheckpoint() {
  return useMutation({ mutationFn: validateCheckpoint });
}
