// Renders every public page to HTML, in each of its languages, into the build's documents.json:
// runs the Node bundle the build made of src/documents/write-documents.ts (render.cjs, in
// dist-server beside dist, or beside the LYCEUM_OUT_DIR the build wrote to).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { DOCUMENTS_FILE } = require('@lyceum/contracts/constants');
const { outputFolder, serverOutputFolder } = require('@lyceum/build/output');
const app = path.join(here, '..');
const { documentsFile } = require(path.join(serverOutputFolder(app), 'render.cjs'));
const { text, count } = await documentsFile();
const file = path.join(outputFolder(app), DOCUMENTS_FILE);
await writeFile(file, text);
console.log(`${count} public pages prerendered into ${path.relative(app, file)}`);
