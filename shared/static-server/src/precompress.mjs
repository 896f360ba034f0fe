#!/usr/bin/env node
// Usage: node deploy/web/compress.mjs <folder>
// Writes `<file>.br` and `<file>.gz` beside every text file of a built front-end, with the
// development server's rules (which files are worth it, at which quality), so that nginx sends
// them as they are (brotli_static, gzip_static) and compresses nothing per request. A copy is
// written only when it is smaller than the file; files that are never served (dotfiles, source
// maps) are left alone. Run once, when the image is built.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compressors,
  isPublicPath,
  worthCompressing,
} from '../../shared/static-server/src/server.mjs';

/** The encodings written, each with the file name ending nginx looks for. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' };

/** Writes the compressed copies of one file; returns the endings written. */
export async function precompress(file) {
  const info = await stat(file);
  if (!info.isFile() || !worthCompressing(file, info.size)) return [];
  const data = await readFile(file);
  const written = [];
  for (const [encoding, ending] of Object.entries(PRECOMPRESSED)) {
    const body = await compressors[encoding](data);
    if (body.length >= data.length) continue;
    await writeFile(file + ending, body);
    written.push(ending);
  }
  return written;
}

/** Compresses every served text file under `folder`; returns how many copies were written. */
export async function precompressFolder(folder) {
  let count = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isPublicPath(relative(folder, file))) continue;
    count += (await precompress(file)).length;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node deploy/web/compress.mjs <folder>');
    process.exit(2);
  }
  console.log(`${await precompressFolder(folder)} compressed copies written in ${folder}`);
}
