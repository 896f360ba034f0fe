// The vector database's constants, shared by the API and the back office; no schema library here,
// so a browser bundle can import them (`@lyceum/contracts/constants`).
import { interpolate } from './errors.js';

/** The browse call's page size when none is asked (the back office asks for it), and its largest. */
export const IDEAS_PAGE_SIZE_DEFAULT = 20;
export const IDEAS_PAGE_SIZE_MAX = 100;

/**
 * How an idea stands towards an idea of another thinker it names: it disagrees with it, accepts it
 * only in part (qualifies it), or agrees with it.
 */
export const IDEA_STANCES = ['disagrees', 'qualifies', 'agrees'] as const;
export type IdeaStance = (typeof IDEA_STANCES)[number];
/** The stances that make an idea a counterpoint to another: they differ. */
export const COUNTERPOINT_STANCES: readonly IdeaStance[] = ['disagrees', 'qualifies'];

/** An idea names at most this many ideas of other thinkers, each with a note of this length. */
export const IDEA_RELATIONS_MAX = 100;
export const RELATION_NOTE_MAX = 1000;

/** An idea lists at most this many questions it answers, each of at most this many characters. */
export const IDEA_QUESTIONS_MAX = 20;
export const IDEA_QUESTION_LENGTH_MAX = 500;

/** A collection is `healthy` when its checks pass; anything else is shown as a warning. */
export const COLLECTION_HEALTHY = 'healthy';

/** The name and version a checkpoint's metadata declares, and the file types of its two files. */
export const CHECKPOINT_FORMAT = 'lyceum-checkpoint';
export const CHECKPOINT_FORMAT_VERSION = 1;
export const CHECKPOINT_SNAPSHOT_EXTENSION = '.snapshot';
export const CHECKPOINT_METADATA_EXTENSION = '.json';

/** Sizes are shown in MB of 1024 × 1024 bytes. */
export const BYTES_PER_MB = 1024 * 1024;

/** Largest uploads: the compressed snapshot, its decompressed content, and the metadata file. */
export const CHECKPOINT_SNAPSHOT_MAX_BYTES = 512 * 1024 * 1024;
export const CHECKPOINT_DECOMPRESSED_MAX_BYTES = 4 * 1024 * 1024 * 1024;
export const CHECKPOINT_METADATA_MAX_BYTES = 5 * 1024 * 1024;

/** The status of an import job: running, then done or failed. */
export const IMPORT_JOB_STATUSES = ['processing', 'completed', 'failed'] as const;
export type ImportJobStatusName = (typeof IMPORT_JOB_STATUSES)[number];

/** The steps an import job goes through, in order. */
export const IMPORT_JOB_STEPS = [
  'queued',
  'reading',
  'replacing_books',
  'embedding',
  'finished',
] as const;
export type ImportJobStepName = (typeof IMPORT_JOB_STEPS)[number];

/**
 * What checking a checkpoint can find, in English; `{{name}}` placeholders take the issue's
 * values. The back office translates them by code.
 */
export const CHECKPOINT_ISSUES = {
  files_required: 'Both snapshot and metadata files are required',
  snapshot_extension: 'The snapshot file must end in .snapshot',
  metadata_extension: 'The metadata file must end in .json',
  metadata_too_large: 'The metadata file is larger than {{max}} MB',
  snapshot_too_large: 'The snapshot file is larger than {{max}} MB',
  metadata_invalid_json: 'The metadata file is not valid JSON',
  metadata_schema: 'Metadata: {{path}} {{problem}}',
  format_unknown: 'The metadata does not describe a Lyceum checkpoint (format {{format}})',
  version_unsupported: 'Checkpoint format version {{version}} is not supported',
  size_mismatch:
    'The snapshot is {{actual}} bytes but the metadata says {{expected}}; the file may be truncated',
  hash_mismatch: 'The snapshot does not match the SHA-256 in the metadata',
  snapshot_not_gzip: 'The snapshot is not a gzip file',
  snapshot_corrupt: 'The snapshot is damaged: {{reason}}',
  decompressed_too_large: 'The snapshot decompresses to more than {{max}} MB',
  decompression_bomb:
    'The snapshot expands more than {{ratio}} times over its file: it is not a checkpoint',
  line_invalid: 'Snapshot line {{line}}: {{problem}}',
  count_mismatch: 'The snapshot holds {{actual}} ideas but the metadata says {{expected}}',
  dimension_mismatch:
    'Vectors have {{actual}} dimensions but the metadata says {{expected}} (line {{line}})',
  dimension_incompatible:
    'The embedding model {{model}} is stored here with {{existing}} dimensions, not {{dimension}}',
  collection_unlisted: 'Snapshot line {{line}}: collection {{collection}} is not in the metadata',
  duplicate_idea: 'Snapshot line {{line}}: idea {{id}} appears twice in {{collection}}',
  // Warnings: the checkpoint can be imported.
  no_vectors: 'The checkpoint carries no vectors; ideas will be found by their words',
  model_differs:
    'The checkpoint was embedded by {{model}}; this server embeds with {{configured}}, so ideas will be embedded again',
  collection_author_differs:
    'Collection {{collection}} exists with author {{existing}}; the checkpoint says {{author}}',
} as const;
export type CheckpointIssueCode = keyof typeof CHECKPOINT_ISSUES;

/** A problem found in a checkpoint: its code, its values and its English text. */
export interface CheckpointIssueShape {
  code: CheckpointIssueCode;
  values: Record<string, string | number>;
  message: string;
}

/** The issue `code` with `values`, its English text filled in. */
export function checkpointIssue(
  code: CheckpointIssueCode,
  values: Record<string, string | number> = {},
): CheckpointIssueShape {
  return { code, values, message: interpolate(CHECKPOINT_ISSUES[code], values) };
}
