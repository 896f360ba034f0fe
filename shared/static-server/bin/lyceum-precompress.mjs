#!/usr/bin/env node
// Usage: lyceum-precompress <dir>
// Writes the .br and .gz copies of every served text file of a built front-end (see
// src/precompress.mjs); each front-end's build runs it on its dist folder.
import { precompressFolder } from '../src/precompress.mjs';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: lyceum-precompress <dir>');
  process.exit(2);
}
console.log(`${await precompressFolder(folder)} compressed copies written in ${folder}`);
