import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PgError, pgErrorCode, type Database, type Queryable } from './database';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** Arbitrary, fixed key so that two API replicas starting together migrate one at a time. */
const MIGRATION_LOCK = 7_410_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies, in order and each in its own transaction, the migrations not applied yet. They run
 * without the request-path time limits: a migration may rewrite a table, or wait for another
 * replica's.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const unbounded = { unbounded: true };
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  }, unbounded);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    }, unbounded);
    if (done) applied.push(`${String(migration.version).padStart(3, '0')}_${migration.name}`);
  }
  return applied;
}

/**
 * The migrations of this build the database has not applied: all of them when it has no schema
 * at all. Empty means the schema is current (or ahead, during a rolling deploy).
 */
export async function pendingMigrations(db: Queryable, versions: number[]): Promise<number[]> {
  let rows: { version: number }[];
  try {
    rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  } catch (error) {
    if (pgErrorCode(error) === PgError.undefinedTable) return versions;
    throw error;
  }
  const applied = new Set(rows.map((row) => row.version));
  return versions.filter((version) => !applied.has(version));
}
