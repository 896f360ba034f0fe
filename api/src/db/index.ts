import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Queryable } from './database';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'pgliteDataDir' | 'dbStatementTimeoutMs' | 'dbAcquireTimeoutMs'
  >,
  options: { schema?: string } = {},
): Promise<Database> {
  const timeouts = {
    statementMs: config.dbStatementTimeoutMs,
    acquireMs: config.dbAcquireTimeoutMs,
  };
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { ...options, timeouts })
    : await openPglite(config.pgliteDataDir, timeouts);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
