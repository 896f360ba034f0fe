import type { ImportJob } from '@lyceum/contracts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { digestFile } from './checkpoint-format';
import type { CheckpointFiles } from './checkpoint-inspection';
import { createCheckpointService } from './checkpoint-service';
import type { Embedder } from './embeddings';

export interface LocalCheckpointDeps {
  db: Database;
  config: Pick<Config, 'checkpoints'>;
  embedder: Embedder | null;
}

/** The pair `<base>.snapshot` + `<base>.json` on disk, as the import reads uploaded files. */
async function filesAt(base: string): Promise<CheckpointFiles> {
  const snapshotPath = `${base}.snapshot`;
  const metadataPath = `${base}.json`;
  const { size, sha256 } = await digestFile(snapshotPath);
  const metadata = await stat(metadataPath);
  return {
    snapshot: { path: snapshotPath, size, sha256, filename: path.basename(snapshotPath) },
    metadata: { path: metadataPath, size: metadata.size, filename: path.basename(metadataPath) },
  };
}

/**
 * Imports a checkpoint from disk through the same job as an upload (the seed and the command
 * line use it), and waits for the job to end. Conflicting books are replaced when `replace`,
 * skipped otherwise. The files are left where they are.
 */
export async function importLocalCheckpoint(
  { db, config, embedder }: LocalCheckpointDeps,
  base: string,
  { replace }: { replace: boolean },
): Promise<ImportJob> {
  const service = createCheckpointService({ db, embedder, limits: config.checkpoints });
  const files = await filesAt(base);
  const books = replace ? (await service.analyze(files)).books_with_conflicts : [];
  let ended!: () => void;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const { job_id } = await service.startImport(files, books, null, () => {
    ended();
    return Promise.resolve();
  });
  await done;
  let job = await service.job(job_id);
  while (job.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = await service.job(job_id);
  }
  return job;
}

/** Exports the collections `names` (all when empty) to `<base>.snapshot` and `<base>.json`. */
export async function exportLocalCheckpoint(
  { db, config, embedder }: LocalCheckpointDeps,
  base: string,
  names: string[],
) {
  const service = createCheckpointService({ db, embedder, limits: config.checkpoints });
  return service.exportCheckpoint(names, path.dirname(base), path.basename(base));
}
