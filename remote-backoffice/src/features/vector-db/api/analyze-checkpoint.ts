import type { CheckpointAnalysis } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { checkpointForm, uploadOptions, type CheckpointFiles } from './checkpoint-form';

export type { CheckpointAnalysis } from '@lyceum/contracts';

/** What importing would create, add and replace; failures throw `ApiError`. */
export function analyzeCheckpoint(files: CheckpointFiles): Promise<CheckpointAnalysis> {
  return apiClient
    .post('/api/admin/vector-db/analyze-checkpoint', uploadOptions(checkpointForm(files)))
    .json<CheckpointAnalysis>();
}

export function useAnalyzeCheckpoint() {
  return useMutation({ mutationFn: analyzeCheckpoint });
}
