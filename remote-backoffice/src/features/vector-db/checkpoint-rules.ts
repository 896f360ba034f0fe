import type { CheckpointIssue } from '@lyceum/contracts';
import {
  BYTES_PER_MB,
  CHECKPOINT_METADATA_EXTENSION,
  CHECKPOINT_METADATA_MAX_BYTES,
  CHECKPOINT_SNAPSHOT_EXTENSION,
  CHECKPOINT_SNAPSHOT_MAX_BYTES,
  checkpointIssue,
} from '@lyceum/contracts/constants';
import type { CheckpointFiles } from './api/checkpoint-form';

/** How often a running import job is asked for its progress. */
export const JOB_POLL_INTERVAL_MS = 2000;

/** When the collections are fetched again: the first try, how many tries, and their spacing. */
export interface RefreshPlan {
  firstDelayMs: number;
  attempts: number;
  spacingMs: number;
}

/** After a completed import: 3 s later, then up to 5 tries 3 s apart. */
export const AUTO_REFRESH: RefreshPlan = { firstDelayMs: 3000, attempts: 5, spacingMs: 3000 };

/** Refresh Collections: at once, then up to 5 tries 2 s apart. */
export const MANUAL_REFRESH: RefreshPlan = { firstDelayMs: 0, attempts: 5, spacingMs: 2000 };

/** A size in bytes, in MB. */
export const toMb = (bytes: number) => bytes / BYTES_PER_MB;

/** An issue found here, with the English text the server would give it. */
const issue = checkpointIssue;

/**
 * What can be told before sending anything: both files are there, with their file types, and
 * neither is larger than the server takes. The server checks all of it again.
 */
export function checkFiles(
  snapshot: File | null,
  metadata: File | null,
): { files: CheckpointFiles; issues: [] } | { files: null; issues: CheckpointIssue[] } {
  if (!snapshot || !metadata) return { files: null, issues: [issue('files_required')] };
  const issues: CheckpointIssue[] = [];
  if (!snapshot.name.toLowerCase().endsWith(CHECKPOINT_SNAPSHOT_EXTENSION)) {
    issues.push(issue('snapshot_extension'));
  } else if (snapshot.size > CHECKPOINT_SNAPSHOT_MAX_BYTES) {
    issues.push(issue('snapshot_too_large', { max: toMb(CHECKPOINT_SNAPSHOT_MAX_BYTES) }));
  }
  if (!metadata.name.toLowerCase().endsWith(CHECKPOINT_METADATA_EXTENSION)) {
    issues.push(issue('metadata_extension'));
  } else if (metadata.size > CHECKPOINT_METADATA_MAX_BYTES) {
    issues.push(issue('metadata_too_large', { max: toMb(CHECKPOINT_METADATA_MAX_BYTES) }));
  }
  return issues.length ? { files: null, issues } : { files: { snapshot, metadata }, issues: [] };
}

/**
 * Start Import waits for a choice only when the analysis asks for one, some books are in
 * conflict, and none of them is ticked for replacement.
 */
export function importBlocked(
  analysis: { requires_user_choice: boolean; books_with_conflicts: string[] },
  ticked: readonly string[],
): boolean {
  return (
    analysis.requires_user_choice && analysis.books_with_conflicts.length > 0 && !ticked.length
  );
}
