import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export { countOf, type Database, type Queryable } from './database';
export { dumpImage } from './pglite';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'pgliteDataDir' | 'dbStatementTimeoutMs' | 'dbAcquireTimeoutMs'
  >,
  options: {
    schema?: string;
    /** An in-memory PGlite starts from this image of a database (see dumpImage). */
    pgliteImage?: Blob;
  } = {},
): Promise<Database> {
  const timeouts = {
    statementMs: config.dbStatementTimeoutMs,
    acquireMs: config.dbAcquireTimeoutMs,
  };
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { schema: options.schema, timeouts })
    : await openPglite(config.pgliteDataDir, timeouts, options.pgliteImage);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
