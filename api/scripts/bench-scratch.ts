// What the benchmark scripts share: a scratch folder, and on a PostgreSQL server a scratch schema,
// both named at random and cleaned up when the script is stopped from outside; a seeded random
// generator, so every run makes the same data.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Runs one statement on the server at `url`, outside the API's pool. */
export async function onServer(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

export interface Scratch {
  /** A new folder under the system's temporary folder. */
  dir: string;
  /** A schema name for a PostgreSQL server (created by the caller when it uses one). */
  schema: string;
}

/**
 * A scratch folder and schema name for `name`. Stopped from outside (Ctrl-C, `timeout`), the
 * folder goes and, with `databaseUrl`, the schema's name is told so it can be dropped by hand.
 */
export async function scratch(name: string, databaseUrl: string | undefined): Promise<Scratch> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `lyceum-bench-${name}-`));
  const schema = `script_${randomBytes(4).toString('hex')}`;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      rmSync(dir, { recursive: true, force: true });
      if (databaseUrl) console.error(`stopped: drop the schema ${schema} by hand`);
      process.exit(130);
    });
  }
  return { dir, schema };
}

/** mulberry32: a small seeded generator of numbers in [0, 1), the same sequence every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
