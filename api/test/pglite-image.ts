import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { dumpImage, openDatabase } from '../src/db';
import { MIGRATIONS_DIR, readMigrations } from '../src/db/migrate';

/**
 * Every test app on the embedded database starts from one image of a migrated database instead
 * of creating and migrating its own: creating an empty PGlite database takes seconds, loading an
 * image a fraction of one. The image is made once per set of migrations, migration runner,
 * database opener and PGlite version (the run's global setup makes it; a single test file run
 * alone makes it on first use) and kept under node_modules/.cache between runs; a new image
 * replaces the older ones.
 */
const CACHE_DIR = path.join(__dirname, '../node_modules/.cache/lyceum-test');
const IMAGE_INPUTS = ['../src/db/migrate.ts', '../src/db/pglite.ts'].map((file) =>
  path.join(__dirname, file),
);

function imagePath(): string {
  const { dependencies } = JSON.parse(
    readFileSync(path.join(__dirname, '../package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        dependencies['@electric-sql/pglite'],
        dependencies['@electric-sql/pglite-pgvector'],
      ]),
    )
    .update(JSON.stringify(readMigrations(MIGRATIONS_DIR)))
    .update(IMAGE_INPUTS.map((file) => readFileSync(file, 'utf8')).join('\0'))
    .digest('hex')
    .slice(0, 16);
  return path.join(CACHE_DIR, `pglite-${hash}.tar`);
}

async function makeImage(file: string): Promise<void> {
  const db = await openDatabase({
    databaseUrl: null,
    pgliteDataDir: 'memory://',
    dbStatementTimeoutMs: 60_000,
    dbAcquireTimeoutMs: 60_000,
  });
  try {
    const image = Buffer.from(await (await dumpImage(db)).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half an image.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, image);
    renameSync(partial, file);
    for (const name of readdirSync(CACHE_DIR)) {
      if (/^pglite-\w+\.tar$/.test(name) && name !== path.basename(file)) {
        rmSync(path.join(CACHE_DIR, name), { force: true });
      }
    }
  } finally {
    await db.close();
  }
}

/** Makes the image if this set of migrations has none yet. */
export async function ensurePgliteImage(): Promise<string> {
  const file = imagePath();
  if (!existsSync(file)) await makeImage(file);
  return file;
}

let cached: Promise<Blob> | undefined;

/** The migrated database's image, read once per test file. */
export function pgliteImage(): Promise<Blob> {
  cached ??= ensurePgliteImage().then((file) => new Blob([readFileSync(file)]));
  return cached;
}
