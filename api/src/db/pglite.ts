import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Database, Queryable } from './database';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. A pid
 * file refuses that clearly; a file left by a process that died is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const file = path.join(dataDir, 'lyceum.pid');
  let holder = NaN;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock yet.
  }
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** Embedded PostgreSQL (WASM) with the pgvector extension, kept in a local folder. */
export async function openPglite(dataDir: string): Promise<Database> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  const pg = await PGlite.create({ dataDir, extensions: { vector } });
  await pg.exec('CREATE EXTENSION IF NOT EXISTS vector');

  // PGlite runs one statement at a time; a transaction holds it until it ends, so queries
  // from other requests simply wait their turn.
  return {
    driver: 'pglite',
    vectorSearch: true,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pg.query<Row>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
      unlock();
    },
  };
}
