import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import {
  DEFAULT_TIMEOUTS,
  type Database,
  type DatabaseTimeouts,
  type Queryable,
  type TransactionOptions,
} from './database';
import { DatabaseUnavailableError, guarded, TimeoutError } from './errors';

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

/**
 * PGlite's single connection, handed to one holder at a time in arrival order. A waiter gives up
 * after `timeoutMs` (null: waits as long as it takes) instead of queueing behind a transaction
 * that does not end.
 */
function createConnectionGate() {
  let held = false;
  const waiters: Array<() => void> = [];
  const releaser = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = waiters.shift();
      if (next) next();
      else held = false;
    };
  };
  return (timeoutMs: number | null): Promise<() => void> => {
    if (!held) {
      held = true;
      return Promise.resolve(releaser());
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const grant = () => {
        clearTimeout(timer);
        resolve(releaser());
      };
      if (timeoutMs !== null) {
        timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(grant), 1);
          reject(new TimeoutError('waiting for the database connection', timeoutMs));
        }, timeoutMs);
      }
      waiters.push(grant);
    });
  };
}

/**
 * PGlite's page cache. Its whole size is resident from the start (PostgreSQL's default, 128 MB,
 * was a quarter of the API's memory at idle); pages beyond it are read back from the data
 * folder, which the system's file cache holds.
 */
const SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL (WASM) with the pgvector extension, and unaccent and pg_trgm loaded for the
 * migrations' accent-insensitive and fuzzy search, kept in a local folder.
 */
export async function openPglite(
  dataDir: string,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
  image?: Blob,
): Promise<Database> {
  let unlock = () => {};
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  const pg = await PGlite.create({
    dataDir,
    // An in-memory database may start from an image of another (see dumpImage): opening one
    // skips creating the cluster, most of the seconds an empty database takes.
    ...(image && inMemory ? { loadDataDir: image } : {}),
    extensions: { vector, unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  await pg.exec('CREATE EXTENSION IF NOT EXISTS vector');

  // PGlite runs one statement at a time and a transaction holds it until it ends, so every call
  // takes the connection through the gate: a request that cannot get it within the acquire
  // timeout answers 503 instead of waiting forever. (PGlite cannot interrupt a statement that is
  // running, so the statement timeout bounds only the idle time inside a transaction here.)
  const acquire = createConnectionGate();
  const alone = async <T>(work: () => Promise<T>): Promise<T> =>
    guarded(async () => {
      const release = await acquire(timeouts.acquireMs);
      try {
        return await work();
      } finally {
        release();
      }
    });

  const db: Database = {
    driver: 'pglite',
    vectorSearch: true,
    query<Row>(sql: string, params: unknown[] = []) {
      return alone(async () => (await pg.query<Row>(sql, params)).rows);
    },
    exec(sql: string) {
      return alone(async () => {
        await pg.exec(sql);
      });
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) {
      const bounded = !options.unbounded;
      const release = await guarded(() => acquire(bounded ? timeouts.acquireMs : null));
      // A transaction left idle past the statement timeout (its request is stuck elsewhere) is
      // rolled back and the connection handed on, as PostgreSQL's
      // idle_in_transaction_session_timeout does on a server.
      let expired = false;
      let running = 0;
      let idle: NodeJS.Timeout | undefined;
      const expire = () => {
        expired = true;
        void pg
          .exec('ROLLBACK')
          .catch(() => undefined)
          .finally(release);
      };
      const statement = async <R>(run: () => Promise<R>): Promise<R> => {
        if (expired) {
          throw new DatabaseUnavailableError('timeout', 'idle in transaction');
        }
        running += 1;
        clearTimeout(idle);
        try {
          return await guarded(run);
        } finally {
          running -= 1;
          if (bounded && running === 0 && !expired) idle = setTimeout(expire, timeouts.statementMs);
        }
      };
      const tx: Queryable = {
        query: <Row>(sql: string, params: unknown[] = []) =>
          statement(async () => (await pg.query<Row>(sql, params)).rows),
        exec: (sql: string) =>
          statement(async () => {
            await pg.exec(sql);
          }),
      };

      try {
        await statement(() => pg.exec('BEGIN'));
        const result = await work(tx);
        await statement(() => pg.exec('COMMIT'));
        return result;
      } catch (error) {
        clearTimeout(idle);
        if (!expired) await pg.exec('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        clearTimeout(idle);
        if (!expired) release();
      }
    },
    async close() {
      await pg.close();
      unlock();
    },
  };
  instances.set(db, pg);
  return db;
}

const instances = new WeakMap<Database, PGlite>();

/**
 * An image of an embedded database's files, from which `openPglite` starts another in-memory
 * database with the same contents (the tests start each of theirs from one migrated image).
 */
export async function dumpImage(db: Database): Promise<Blob> {
  const pg = instances.get(db);
  if (!pg) throw new Error('dumpImage takes a database opened by openPglite');
  return pg.dumpDataDir('none');
}
