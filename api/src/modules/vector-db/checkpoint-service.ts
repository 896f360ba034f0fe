import type { Database } from '../../db';
import { createCheckpointExport } from './checkpoint-export';
import { createCheckpointImport } from './checkpoint-import';
import { createCheckpointInspection, type CheckpointLimits } from './checkpoint-inspection';
import type { Embedder } from './embeddings';

export interface CheckpointServiceDeps {
  db: Database;
  limits: CheckpointLimits;
  embedder: Embedder | null;
  log?: {
    warn(object: object, message: string): void;
    info(object: object, message: string): void;
  };
}

/**
 * Checkpoints: checking a pair of files, comparing it with the database (checkpoint-inspection),
 * importing it as a job (checkpoint-import), and exporting collections to a pair the same import
 * reads back (checkpoint-export).
 */
export function createCheckpointService(deps: CheckpointServiceDeps) {
  const { validate, analyze, inspectValid } = createCheckpointInspection(deps);
  return {
    validate,
    analyze,
    ...createCheckpointImport({ ...deps, inspectValid }),
    ...createCheckpointExport(deps),
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;
