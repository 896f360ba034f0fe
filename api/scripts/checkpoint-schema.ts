// Writes the JSON Schema of a checkpoint's metadata file to docs/checkpoint-metadata.schema.json,
// from the schema the API validates with. The API suite fails when the file is out of date.
//   cd api && pnpm exec tsx scripts/checkpoint-schema.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkpointMetadataSchema } from '../src/modules/vector-db/checkpoint-format';

const file = path.join(__dirname, '../../docs/checkpoint-metadata.schema.json');
writeFileSync(file, `${JSON.stringify(checkpointMetadataSchema(), null, 2)}\n`);
console.log(`wrote ${file}`);
