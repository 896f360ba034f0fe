import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Database, Queryable } from './database';

/** Embedded PostgreSQL (WASM) with the pgvector extension, kept in a local folder. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
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
    close: () => pg.close(),
  };
}
