// Renders the host's frame of every public page, in each of its languages, into the build's
// frames.json: runs the Node bundle the build made of src/documents/write-frames.ts (render.cjs,
// in dist-server beside dist, or beside the LYCEUM_OUT_DIR the build wrote to), for the areas of
// the build's runtime-config.json and the site address the build wrote sitemap.xml for.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { FRAMES_FILE } = require('@lyceum/contracts/constants');
const { outputFolder, serverOutputFolder, PUBLIC_SITE_URL } = require('@lyceum/build/output');
const app = path.join(here, '..');
const dist = outputFolder(app);
const { framesFile } = require(path.join(serverOutputFolder(app), 'render.cjs'));
const config = JSON.parse(await readFile(path.join(dist, 'runtime-config.json'), 'utf8'));
const { text, count } = await framesFile(config, PUBLIC_SITE_URL);
const file = path.join(dist, FRAMES_FILE);
await writeFile(file, text);
console.log(`${count} frames of public pages prerendered into ${path.relative(app, file)}`);
