// Writes the JSON Schemas of a checkpoint's metadata file and of a snapshot's lines to docs/, from
// the schemas the API validates with. The API suite fails when a file is out of date.
//   cd api && pnpm exec tsx scripts/checkpoint-schema.ts
import { writeFileSync } from 'node:fs';
import {
  checkpointIdeaSchema,
  checkpointMetadataSchema,
} from '../src/modules/vector-db/checkpoint-format';
import { CHECKPOINT_SCHEMA_FILES } from './checkpoint-schema-files';

for (const [file, schema] of [
  [CHECKPOINT_SCHEMA_FILES.metadata, checkpointMetadataSchema()],
  [CHECKPOINT_SCHEMA_FILES.idea, checkpointIdeaSchema()],
] as const) {
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
