import pg from 'pg';
import type { Database, Queryable } from './database';

// int8 (counts, sums) as numbers: every count the API returns fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(
  connectionString: string,
  options: { schema?: string } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });

  let vectorSearch = false;
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
    vectorSearch = true;
  } catch {
    // The server lacks pgvector: retrieval falls back to full-text search and health says so.
  }

  return {
    driver: 'postgresql',
    vectorSearch,
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as Row[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
