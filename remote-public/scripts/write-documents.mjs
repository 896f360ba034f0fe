// Renders every public page to HTML, in each of its languages, into the build's documents.json,
// and the remote's stylesheets into one content-hashed file the documents name: runs the Node
// bundle the build made of src/documents/write-documents.ts (render.cjs, in dist-server beside
// dist, or beside the LYCEUM_OUT_DIR the build wrote to), which hands over the stylesheets its
// pages import as they run.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { DOCUMENTS_FILE } = require('@lyceum/contracts/constants');
const { outputFolder, serverOutputFolder } = require('@lyceum/build/output');
const { collectedStyles } = require('@lyceum/build/server-styles');
const app = path.join(here, '..');
const dist = outputFolder(app);
const { renderDocuments } = require(path.join(serverOutputFolder(app), 'render.cjs'));

const documents = await renderDocuments();
const styles = collectedStyles();
const stylesheet = `documents.${createHash('sha256').update(styles).digest('hex').slice(0, 12)}.css`;
await writeFile(path.join(dist, stylesheet), styles);
const file = path.join(dist, DOCUMENTS_FILE);
await writeFile(file, `${JSON.stringify({ version: 1, stylesheet, documents })}\n`);
console.log(
  `${documents.length} public pages prerendered into ${path.relative(app, file)}, their styles into ${stylesheet}`,
);
