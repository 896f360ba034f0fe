/** One typed query layer over both drivers: same SQL, same `$1` parameters, same rows. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * No time limits: for migrations, which may rewrite tables, build indexes or wait for another
   * replica's migration. Request work never sets it.
   */
  unbounded?: boolean;
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgresql';
  /** True when the pgvector extension is installed in this database. */
  readonly vectorSearch: boolean;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * How long request work may hold the database: past these limits the request answers 503 at
 * once instead of queueing behind a hung database until the pool is exhausted.
 */
export interface DatabaseTimeouts {
  /** Longest a statement may run, and longest a transaction may sit idle between statements. */
  statementMs: number;
  /** Longest wait for a connection (a pooled client, or PGlite's single connection). */
  acquireMs: number;
}

export const DB_STATEMENT_TIMEOUT_MS = 5000;
export const DB_ACQUIRE_TIMEOUT_MS = 3000;

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  statementMs: DB_STATEMENT_TIMEOUT_MS,
  acquireMs: DB_ACQUIRE_TIMEOUT_MS,
};

/** PostgreSQL error codes the services react to. */
export const PgError = {
  uniqueViolation: '23505',
  undefinedTable: '42P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = error.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The single number a `SELECT ... AS count` statement answers (0 when it answers no row). */
export async function countOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(sql, params);
  return Number(row?.count ?? 0);
}
