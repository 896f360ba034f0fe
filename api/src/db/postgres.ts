import pg from 'pg';
import {
  DEFAULT_TIMEOUTS,
  type Database,
  type DatabaseTimeouts,
  type Queryable,
  type TransactionOptions,
} from './database';
import { failureOf, guarded } from './errors';

// int8 (counts, sums) as numbers: every count the API returns fits in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * The client stops waiting this long after the server's own statement timeout should have
 * answered: the server normally cancels first; this catches a server or network that hangs.
 */
const CLIENT_GRACE_MS = 1000;

/** Connections per API process. */
export const POOL_MAX = 10;

/** At most this many distinct statements are prepared on a connection. */
const PREPARED_MAX = 500;

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(
  connectionString: string,
  options: { schema?: string; timeouts?: DatabaseTimeouts } = {},
): Promise<Database> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString,
    max: POOL_MAX,
    // A checkout (a new connection, or a free one when all are busy) waits at most this long.
    connectionTimeoutMillis: timeouts.acquireMs,
    // Session defaults on every connection; migrations lift them in their own transactions.
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });

  // Statements with parameters are prepared once per connection and then only bound and run:
  // PostgreSQL skips parsing and analysing them again (a third more list calls a second here).
  // Statement texts are constants of the code, so the names stay few; past PREPARED_MAX distinct
  // texts, new ones run unprepared.
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED_MAX) {
      name = `lyceum_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const bounded = (text: string, values?: unknown[]) => ({
    text,
    values,
    ...(values && values.length > 0 ? { name: nameOf(text) } : {}),
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
  });

  let vectorSearch = false;
  try {
    await pool.query(bounded('CREATE EXTENSION IF NOT EXISTS vector'));
    vectorSearch = true;
  } catch {
    // The server lacks pgvector: retrieval falls back to full-text search and health says so.
  }

  return {
    driver: 'postgresql',
    vectorSearch,
    query<Row>(sql: string, params: unknown[] = []) {
      return guarded(async () => (await pool.query(bounded(sql, params))).rows as Row[]);
    },
    exec(sql: string) {
      return guarded(async () => {
        await pool.query(bounded(sql));
      });
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      const client = await guarded(() => pool.connect());
      // A connection can die while checked out (the server ends an idle transaction, a restart):
      // the failure then reaches the next statement, never the process as an unhandled event.
      let lost: unknown = null;
      const onError = (error: unknown) => {
        lost = error;
      };
      client.on('error', onError);
      const run = options.unbounded
        ? (text: string, values?: unknown[]) => client.query({ text, values })
        : (text: string, values?: unknown[]) => client.query(bounded(text, values));
      try {
        await guarded(() => run('BEGIN'));
        if (options.unbounded) {
          await guarded(() =>
            run(
              'SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0',
            ),
          );
        }
        const result = await work({
          query: <Row>(sql: string, params: unknown[] = []) =>
            guarded(async () => (await run(sql, params)).rows as Row[]),
          exec: (sql: string) =>
            guarded(async () => {
              await run(sql);
            }),
        });
        await guarded(() => run('COMMIT'));
        return result;
      } catch (error) {
        // A connection that timed out or broke is discarded (the server rolls back on its own);
        // a healthy one is rolled back and reused.
        if (lost === null && failureOf(error) === null) {
          await run('ROLLBACK').catch((rollbackFailed: unknown) => {
            lost = rollbackFailed;
          });
        } else {
          lost ??= error;
        }
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost === null ? undefined : true);
      }
    },
    close: () => pool.end(),
  };
}
