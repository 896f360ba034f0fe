import path from 'node:path';

/** Where the docs publish a checkpoint's two schemas (scripts/checkpoint-schema.ts writes them). */
export const CHECKPOINT_SCHEMA_FILES = {
  metadata: path.resolve(__dirname, '../../docs/checkpoint-metadata.schema.json'),
  idea: path.resolve(__dirname, '../../docs/checkpoint-idea.schema.json'),
};
