// Renders every public page to HTML, in each of its languages, into dist/documents.json: runs the
// Node bundle the build made of src/documents/write-documents.ts (dist-server/render.cjs).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { DOCUMENTS_FILE } = require('@lyceum/contracts/constants');
const { documentsFile } = require(path.join(here, '../dist-server/render.cjs'));
const { text, count } = await documentsFile();
await writeFile(path.join(here, '../dist', DOCUMENTS_FILE), text);
console.log(`${count} public pages prerendered into dist/${DOCUMENTS_FILE}`);
