import type { ImportJob } from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import { QueryError } from '../../db/errors';
import { apiError, HttpError } from '../../lib/http-errors';
import { ownerKey, parseOwnerKey, processGone } from '../../lib/process-owner';
import {
  CheckpointError,
  issue,
  lineChecker,
  readSnapshot,
  type CheckpointMetadata,
  type SnapshotIdea,
} from './checkpoint-format';
import type {
  CheckpointFiles,
  CheckpointInspection,
  CheckpointLimits,
} from './checkpoint-inspection';
import {
  createCheckpointRepository,
  JOB_HEARTBEAT_STALE_SECONDS,
  type JobOwner,
} from './checkpoint-repository';
import { removeUploads, removeUploadsOfGoneProcesses, uploadFolder } from './checkpoint-upload';
import { createBackgroundEmbedding, indexVectors } from './background-embedding';
import type { Embedder } from './embeddings';
import { createVectorDbRepository } from './vector-db-repository';

export interface CheckpointImportDeps {
  db: Database;
  limits: CheckpointLimits;
  embedder: Embedder | null;
  log?: {
    warn(object: object, message: string): void;
    info(object: object, message: string): void;
  };
  /** Checks a pair before its job starts. */
  inspectValid: CheckpointInspection['inspectValid'];
}

const IDEAS_PER_STATEMENT = 500;
const UNBOUNDED = { unbounded: true };
const HEARTBEAT_MS = (JOB_HEARTBEAT_STALE_SECONDS * 1000) / 3;

/**
 * The import job: a valid checkpoint read into the database book by book in the background, its
 * progress kept in the job's row, and the ideas embedded with the configured model.
 */
export function createCheckpointImport({
  db,
  limits,
  embedder,
  log,
  inspectValid,
}: CheckpointImportDeps) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const jobs = createCheckpointRepository(db);
  const embedding = createBackgroundEmbedding({ db, embedder });

  /**
   * Reads the snapshot into the staging table, then replaces each book in its own transaction
   * (a book is never half-replaced), embeds what the configured model has not, and cleans up.
   */
  async function runImport(
    jobId: string,
    files: { snapshotPath: string; snapshotSize: number },
    metadata: CheckpointMetadata,
    booksToReplace: ReadonlySet<string>,
    done: () => Promise<void>,
  ) {
    const started = Date.now();
    const heartbeat = setInterval(() => {
      jobs.heartbeat(jobId).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let outcome: { stats: NonNullable<ImportJob['stats']> } | { error: string };
    try {
      outcome = { stats: await importBooks(jobId, files, metadata, booksToReplace, started) };
    } catch (error) {
      log?.warn({ jobId, err: error }, 'checkpoint import failed');
      outcome = {
        error:
          error instanceof CheckpointError
            ? error.message
            : `The import stopped: ${error instanceof Error ? error.message : String(error)}`,
      };
      await dropStaging(jobId).catch(() => undefined);
    }
    // The uploaded files go before the job is reported finished.
    clearInterval(heartbeat);
    await done().catch(() => undefined);
    if ('stats' in outcome) {
      await jobs.finish(
        jobId,
        outcome.stats,
        `Imported ${outcome.stats.total_ideas_imported} ideas`,
      );
      log?.info({ jobId, ...outcome.stats }, 'checkpoint imported');
    } else {
      await jobs.fail(jobId, outcome.error).catch(() => undefined);
    }
  }

  async function importBooks(
    jobId: string,
    files: { snapshotPath: string; snapshotSize: number },
    metadata: CheckpointMetadata,
    booksToReplace: ReadonlySet<string>,
    started: number,
  ): Promise<NonNullable<ImportJob['stats']>> {
    await jobs.progress(jobId, 'reading', 0, 'Reading the snapshot');
    let batch: SnapshotIdea[] = [];
    let read = 0;
    let lastReport = 0;
    let compressedRead = 0;
    const checkLine = lineChecker(metadata);
    for await (const snapshotLine of readSnapshot(files.snapshotPath, {
      maxDecompressedBytes: limits.maxDecompressedBytes,
      onProgress: (bytes) => (compressedRead = bytes),
    })) {
      batch.push(checkLine(snapshotLine).idea);
      read += 1;
      if (batch.length >= IDEAS_PER_STATEMENT) {
        await jobs.stage(jobId, batch);
        batch = [];
        if (Date.now() - lastReport > 1000) {
          lastReport = Date.now();
          const share = compressedRead / Math.max(files.snapshotSize, 1);
          await jobs.progress(jobId, 'reading', share * 50, `Read ${read} ideas`);
        }
      }
    }
    await jobs.stage(jobId, batch);
    if (read !== metadata.total_ideas) {
      throw new CheckpointError(
        issue('count_mismatch', { actual: read, expected: metadata.total_ideas }),
      );
    }

    const staged = await jobs.stagedBooks(jobId);
    const authors = new Map(metadata.collections.map((c) => [c.name, c.author]));
    const stats = {
      total_ideas_imported: 0,
      import_duration_seconds: 0,
      books_replaced: 0,
      books_added: 0,
      books_skipped: 0,
    };
    // The books present before the import, read once: "collection\u0000title", collections
    // named whatever the case.
    const present = new Set<string>();
    for (const collection of await vectorDb.collections()) {
      for (const { book_title } of await vectorDb.books(collection.id)) {
        present.add(`${collection.name.toLowerCase()}\u0000${book_title}`);
      }
    }
    for (const [index, book] of staged.entries()) {
      const current = present.has(`${book.collection.toLowerCase()}\u0000${book.book_title}`);
      if (current && !booksToReplace.has(book.book_title)) {
        stats.books_skipped += 1;
        continue;
      }
      // Background work, not a request's: a large book may take longer than a request may.
      const imported = await db.transaction(async (tx) => {
        const scoped = createVectorDbRepository(tx, { vectors: db.vectorSearch });
        const collectionId = await scoped.ensureCollection(
          book.collection,
          authors.get(book.collection) ?? book.collection,
        );
        return jobs.replaceBook(tx, {
          jobId,
          collectionId,
          collection: book.collection,
          book: book.book_title,
          modelId: metadata.embedding_model,
          vectors: db.vectorSearch,
        });
      }, UNBOUNDED);
      stats.total_ideas_imported += imported;
      if (current) stats.books_replaced += 1;
      else stats.books_added += 1;
      await jobs.progress(
        jobId,
        'replacing_books',
        50 + ((index + 1) / staged.length) * 40,
        `Imported "${book.book_title}" (${imported} ideas)`,
      );
      // On PGlite every statement runs on this thread: let waiting requests (polls) through.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await dropStaging(jobId);

    // Every collection, not only this checkpoint's: an earlier import that stopped half-way may
    // have left ideas without vectors. The books are in by now: when the embedder fails, the
    // import still succeeds, its ideas are found by their words, and the next import or start
    // embeds them. A database failure still fails the job.
    // When another process is embedding, it is asked to look again once done, and embeds these.
    await embedding
      .run(() => jobs.progress(jobId, 'embedding', 95, 'Embedding the ideas'))
      .catch((error: unknown) => {
        if (error instanceof HttpError || error instanceof QueryError) throw error;
        log?.warn({ jobId, err: error }, 'checkpoint imported; its ideas could not be embedded');
      });
    if (metadata.embedding_model && metadata.vector_dimension > 0) {
      await indexVectors(db, metadata.embedding_model, metadata.vector_dimension);
    }
    stats.import_duration_seconds = (Date.now() - started) / 1000;
    return stats;
  }

  /**
   * Fails the jobs whose process is gone — at once for this host's, by their heartbeat for
   * others' — and removes the files those processes left in the upload folder.
   */
  async function recoverInterrupted(uploadDir: string) {
    const gone = (await jobs.runningJobs()).filter((job) => {
      const owner = job.owner === null ? null : parseOwnerKey(job.owner);
      return owner !== null && processGone(owner);
    });
    if (gone.length > 0) {
      await jobs.failInterrupted(gone.map((job) => job.id));
      log?.info({ jobs: gone.map((job) => job.id) }, 'failed the imports of stopped processes');
    }
    await removeJobUploads(uploadDir, await jobs.failStaleJobs());
    await removeUploadsOfGoneProcesses(uploadDir);
  }

  /** Removes the upload folders of jobs failed for their process (another host's, perhaps). */
  async function removeJobUploads(uploadDir: string, failed: readonly JobOwner[]) {
    for (const job of failed) {
      if (job.owner !== null) await removeUploads(uploadFolder(uploadDir, job.id, job.owner));
    }
  }

  /** Removes what a job staged, however much: background work, with no request's time limit. */
  const dropStaging = (jobId: string) =>
    db.transaction((tx) => createCheckpointRepository(tx).dropStaging(jobId), UNBOUNDED);

  return {
    /**
     * Starts importing a valid checkpoint, replacing the conflicting books named in
     * `booksToReplace`; answers the job's id at once. `done` runs when the job ends (the files
     * are then removed).
     */
    async startImport(
      files: CheckpointFiles,
      booksToReplace: string[],
      userId: number | null,
      done: () => Promise<void>,
      jobId: string = randomUUID(),
    ): Promise<{ job_id: string }> {
      // The job reads and checks every line; a bad one fails it before any book is touched.
      const inspection = await inspectValid(files, { lines: false });
      const filename = files.snapshot?.filename ?? 'checkpoint.snapshot';
      if (!(await jobs.createJob(jobId, filename, userId, ownerKey()))) {
        throw apiError('vector_db.import_running');
      }
      void runImport(
        jobId,
        { snapshotPath: files.snapshot?.path ?? '', snapshotSize: files.snapshot?.size ?? 0 },
        inspection.metadata,
        new Set(booksToReplace),
        done,
      );
      return { job_id: jobId };
    },

    async job(jobId: string): Promise<ImportJob> {
      const row = await jobs.job(jobId);
      if (!row) throw apiError('vector_db.job_not_found');
      return { ...row, started_at: row.started_at.toISOString() };
    },

    /** Fails the jobs of stopped processes and removes their files (called at start-up). */
    recoverInterrupted,

    /** Embeds what has no vector by the configured model, unless another process is at it. */
    embedMissing: () => embedding.run(),
  };
}
