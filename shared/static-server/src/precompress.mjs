// Writes `<file>.br` and `<file>.gz` beside every text file of a built front-end, with the
// server's rules (which files are worth it, at which quality). The server (server.mjs) and nginx
// (brotli_static, gzip_static) send these copies as they are and compress nothing when they
// start or answer. A copy is written only when it is smaller than the file; files that are never
// served (dotfiles, source maps) are left alone. Each front-end's build runs it once
// (bin/lyceum-precompress.mjs).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PRECOMPRESSED, compressors, isPublicPath, worthCompressing } from './server.mjs';

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
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .map((entry) => ({ entry, file: join(entry.parentPath, entry.name) }))
    .filter(({ entry, file }) => entry.isFile() && isPublicPath(relative(folder, file)))
    .map(({ file }) => file);
  // Two files at a time: zlib compresses on Node's worker threads, so both cores are used.
  let count = 0;
  const next = async () => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      const written = await precompress(file);
      count += written.length;
    }
  };
  await Promise.all([next(), next()]);
  return count;
}
