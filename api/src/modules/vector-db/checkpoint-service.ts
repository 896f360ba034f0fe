import {
  BYTES_PER_MB,
  type CheckpointAnalysis,
  type CheckpointIssue,
  type CheckpointValidation,
  type ImportJob,
} from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db';
import { QueryError } from '../../db/errors';
import { apiError, HttpError } from '../../lib/http-errors';
import {
  CheckpointError,
  issue,
  parseMetadata,
  readSnapshot,
  writeCheckpoint,
  type CheckpointMetadata,
  type SnapshotIdea,
  type SnapshotLine,
} from './checkpoint-format';
import { createCheckpointRepository, JOB_HEARTBEAT_STALE_SECONDS } from './checkpoint-repository';
import { ideaEmbeddingText, type Embedder } from './embeddings';
import { createVectorDbRepository, ideaFields } from './vector-db-repository';

/** A checkpoint's two files as received: where they were written, their sizes and digest. */
export interface CheckpointFiles {
  snapshot: { path: string; size: number; sha256: string; filename: string } | null;
  metadata: { path: string; size: number; filename: string } | null;
}

export interface CheckpointLimits {
  maxDecompressedBytes: number;
  maxMetadataBytes: number;
}

export interface CheckpointServiceDeps {
  db: Database;
  limits: CheckpointLimits;
  embedder: Embedder | null;
  log?: {
    warn(object: object, message: string): void;
    info(object: object, message: string): void;
  };
}

/** What reading a checkpoint through found: its metadata, books and problems. */
interface Inspection {
  metadata: CheckpointMetadata | null;
  errors: CheckpointIssue[];
  warnings: CheckpointIssue[];
  /** Ideas per book per collection, as the snapshot holds them. */
  books: Map<string, Map<string, number>>;
  total: number;
  dimensionCompatible: boolean;
}

const IDEAS_PER_STATEMENT = 500;
const UNBOUNDED = { unbounded: true };
/** Memory for building an HNSW graph: 100,000 vectors of 384 dimensions fit. */
const INDEX_BUILD_MEMORY = '1GB';

/** Whether the database builds approximate (HNSW) indexes: PostgreSQL with pgvector. */
export const approximateSearch = (db: Pick<Database, 'driver' | 'vectorSearch'>) =>
  db.driver === 'postgresql' && db.vectorSearch;
const EMBED_BATCH = 32;
const HEARTBEAT_MS = (JOB_HEARTBEAT_STALE_SECONDS * 1000) / 3;

/** A size in MB as the API reports it: to four decimals. */
export const toMb = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10_000) / 10_000;

/**
 * The checks of each snapshot line against the metadata: a listed collection, an id not seen
 * before in it, vectors of the declared dimension. Throws `CheckpointError` at the first problem.
 */
function lineChecker(metadata: CheckpointMetadata) {
  const listed = new Set(metadata.collections.map((c) => c.name));
  const seen = new Map<string, Set<string>>();
  return (read: SnapshotLine): SnapshotLine => {
    const { line, idea } = read;
    if (!listed.has(idea.collection)) {
      throw new CheckpointError(
        issue('collection_unlisted', { line, collection: idea.collection }),
      );
    }
    const ids = seen.get(idea.collection) ?? new Set<string>();
    if (ids.has(idea.id)) {
      throw new CheckpointError(
        issue('duplicate_idea', { line, id: idea.id, collection: idea.collection }),
      );
    }
    ids.add(idea.id);
    seen.set(idea.collection, ids);
    if (idea.vector && idea.vector.length !== metadata.vector_dimension) {
      throw new CheckpointError(
        issue('dimension_mismatch', {
          line,
          actual: idea.vector.length,
          expected: metadata.vector_dimension,
        }),
      );
    }
    return read;
  };
}

/**
 * Checkpoints: checking a pair of files, comparing it with the database, importing it as a job,
 * and exporting collections to a pair the same import reads back.
 */
export function createCheckpointService({ db, limits, embedder, log }: CheckpointServiceDeps) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const jobs = createCheckpointRepository(db);

  async function readMetadata(file: NonNullable<CheckpointFiles['metadata']>) {
    if (file.size > limits.maxMetadataBytes) {
      return {
        metadata: null,
        issues: [issue('metadata_too_large', { max: toMb(limits.maxMetadataBytes) })],
      };
    }
    return parseMetadata(await readFile(file.path, 'utf8'));
  }

  /**
   * Reads both files through and reports every problem it can name, first ones first. With
   * `lines: false` only the metadata, the snapshot's size and digest and the vector dimension
   * are checked: the import job checks every line as it reads them.
   */
  async function inspect(files: CheckpointFiles, { lines = true } = {}): Promise<Inspection> {
    const result: Inspection = {
      metadata: null,
      errors: [],
      warnings: [],
      books: new Map(),
      total: 0,
      dimensionCompatible: true,
    };
    const { snapshot } = files;
    if (!snapshot || !files.metadata) {
      result.errors.push(issue('files_required'));
      return result;
    }
    if (!snapshot.filename.toLowerCase().endsWith('.snapshot')) {
      result.errors.push(issue('snapshot_extension'));
    }
    if (!files.metadata.filename.toLowerCase().endsWith('.json')) {
      result.errors.push(issue('metadata_extension'));
    }
    const parsed = await readMetadata(files.metadata);
    result.errors.push(...parsed.issues);
    const metadata = parsed.metadata;
    result.metadata = metadata;
    if (!metadata) return result;

    if (snapshot.size !== metadata.snapshot.size_bytes) {
      result.errors.push(
        issue('size_mismatch', { actual: snapshot.size, expected: metadata.snapshot.size_bytes }),
      );
    } else if (snapshot.sha256 !== metadata.snapshot.sha256) {
      result.errors.push(issue('hash_mismatch'));
    }

    if (metadata.embedding_model && metadata.vector_dimension > 0) {
      const existing = await vectorDb.modelDimension(metadata.embedding_model);
      if (existing !== null && existing !== metadata.vector_dimension) {
        result.dimensionCompatible = false;
        result.errors.push(
          issue('dimension_incompatible', {
            model: metadata.embedding_model,
            existing,
            dimension: metadata.vector_dimension,
          }),
        );
      }
    }
    if (result.errors.length > 0 || !lines) return result;

    const checkLine = lineChecker(metadata);
    let withVectors = 0;
    try {
      for await (const read of readSnapshot(snapshot.path, limits)) {
        const { idea } = checkLine(read);
        if (idea.vector) withVectors += 1;
        const books = result.books.get(idea.collection) ?? new Map<string, number>();
        books.set(idea.book_title, (books.get(idea.book_title) ?? 0) + 1);
        result.books.set(idea.collection, books);
        result.total += 1;
      }
    } catch (error) {
      if (!(error instanceof CheckpointError)) throw error;
      result.errors.push(error.issue);
      return result;
    }
    if (result.total !== metadata.total_ideas) {
      result.errors.push(
        issue('count_mismatch', { actual: result.total, expected: metadata.total_ideas }),
      );
    }
    if (withVectors === 0 || !metadata.embedding_model) {
      result.warnings.push(issue('no_vectors'));
    } else if (embedder && embedder.modelId !== metadata.embedding_model) {
      result.warnings.push(
        issue('model_differs', {
          model: metadata.embedding_model,
          configured: embedder.modelId,
        }),
      );
    }
    const existing = new Map((await vectorDb.collections()).map((c) => [c.name, c]));
    for (const collection of metadata.collections) {
      const current = existing.get(collection.name);
      if (current && current.author !== collection.author) {
        result.warnings.push(
          issue('collection_author_differs', {
            collection: collection.name,
            existing: current.author,
            author: collection.author,
          }),
        );
      }
    }
    return result;
  }

  async function validate(files: CheckpointFiles): Promise<CheckpointValidation> {
    const inspection = await inspect(files);
    return {
      is_valid: inspection.errors.length === 0,
      validation_errors: inspection.errors.map((e) => e.message),
      validation_warnings: inspection.warnings.map((w) => w.message),
      errors: inspection.errors,
      warnings: inspection.warnings,
      snapshot_file_size_mb: toMb(files.snapshot?.size ?? 0),
      metadata_file_size_mb: toMb(files.metadata?.size ?? 0),
      vector_dimension_compatible: inspection.dimensionCompatible,
    };
  }

  /** A valid checkpoint's inspection, or a 400 (with the files-required case told apart). */
  async function inspectValid(files: CheckpointFiles, options: { lines?: boolean } = {}) {
    if (!files.snapshot || !files.metadata) throw apiError('knowledge.files_required');
    const inspection = await inspect(files, options);
    if (inspection.errors.length > 0 || !inspection.metadata) {
      throw apiError('knowledge.checkpoint_invalid');
    }
    return { ...inspection, metadata: inspection.metadata };
  }

  async function analyze(files: CheckpointFiles): Promise<CheckpointAnalysis> {
    const inspection = await inspectValid(files);
    const existing = new Map((await vectorDb.collections()).map((c) => [c.name, c]));
    const analysis: CheckpointAnalysis = {
      total_ideas_in_checkpoint: inspection.total,
      export_date: inspection.metadata.export_date,
      collections_to_create: [],
      books_to_add: [],
      books_with_conflicts: [],
      conflict_details: {},
      requires_user_choice: false,
    };
    for (const [name, books] of inspection.books) {
      const collection = existing.get(name);
      if (!collection) analysis.collections_to_create.push(name);
      const current = new Map(
        collection
          ? (await vectorDb.books(collection.id)).map((b) => [b.book_title, b.ideas_count])
          : [],
      );
      for (const [book, count] of books) {
        const existingIdeas = current.get(book) ?? 0;
        if (existingIdeas === 0) {
          analysis.books_to_add.push(book);
          continue;
        }
        analysis.books_with_conflicts.push(book);
        analysis.conflict_details[book] = {
          collection: name,
          existing_ideas: existingIdeas,
          new_ideas: count,
          // The checkpoint's version is suggested when it holds at least as much.
          recommended_action: count >= existingIdeas ? 'replace' : 'skip',
        };
      }
    }
    analysis.requires_user_choice = analysis.books_with_conflicts.length > 0;
    return analysis;
  }

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
    if (embedder) {
      await embedMissing(jobId).catch((error: unknown) => {
        if (error instanceof HttpError || error instanceof QueryError) throw error;
        log?.warn({ jobId, err: error }, 'checkpoint imported; its ideas could not be embedded');
      });
    }
    if (metadata.embedding_model && metadata.vector_dimension > 0) {
      await indexVectors(metadata.embedding_model, metadata.vector_dimension);
    }
    stats.import_duration_seconds = (Date.now() - started) / 1000;
    return stats;
  }

  /** Embeds, with the configured model, the ideas in its languages it has no vector for. */
  async function embedMissing(jobId: string | null) {
    if (!embedder) return;
    const languages = embedder.languages === 'all' ? null : embedder.languages;
    let dimension = 0;
    for (const { id: collectionId } of await vectorDb.collections()) {
      for (;;) {
        const ideas = await vectorDb.ideasWithoutVector(
          collectionId,
          embedder.modelId,
          languages,
          EMBED_BATCH,
        );
        if (ideas.length === 0) break;
        const vectors = await embedder.embed(ideas.map(ideaEmbeddingText));
        dimension = vectors[0]?.length ?? dimension;
        await vectorDb.saveVectors(
          embedder.modelId,
          ideas.map((idea, i) => ({ ideaId: idea.id, vector: vectors[i] ?? [] })),
        );
        if (jobId) await jobs.progress(jobId, 'embedding', 95, 'Embedding the ideas');
      }
    }
    if (dimension > 0) await indexVectors(embedder.modelId, dimension);
  }

  /** Removes what a job staged, however much: background work, with no request's time limit. */
  const dropStaging = (jobId: string) =>
    db.transaction((tx) => createCheckpointRepository(tx).dropStaging(jobId), UNBOUNDED);

  /**
   * Gives a model's vectors their HNSW index once they pass the threshold, on PostgreSQL with
   * pgvector, with the memory that lets the graph be built in memory. The embedded database
   * keeps exact search: building the graph in its single-threaded engine took more than 20
   * minutes for 100,000 vectors here, holding its only connection all along.
   */
  async function indexVectors(modelId: string, dimension: number) {
    if (!approximateSearch(db)) return;
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
      await createVectorDbRepository(tx, { vectors: true }).ensureVectorIndex(modelId, dimension);
    }, UNBOUNDED);
  }

  return {
    validate,
    analyze,

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
    ): Promise<{ job_id: string }> {
      // The job reads and checks every line; a bad one fails it before any book is touched.
      const inspection = await inspectValid(files, { lines: false });
      const jobId = randomUUID();
      const filename = files.snapshot?.filename ?? 'checkpoint.snapshot';
      if (!(await jobs.createJob(jobId, filename, userId))) {
        throw apiError('knowledge.import_running');
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
      if (!row) throw apiError('knowledge.job_not_found');
      return { ...row, started_at: row.started_at.toISOString() };
    },

    /** Marks jobs left running by a stopped process as failed (called at start-up). */
    recoverInterrupted: () => jobs.failStaleJobs(),

    embedMissing: () => embedMissing(null),

    /**
     * Writes the collections `names` (all when empty) to `<dir>/<basename>.snapshot` and
     * `.json`, with the vectors of `modelId` (the configured model by default); answers the paths.
     */
    async exportCheckpoint(
      names: string[],
      dir: string,
      basename: string,
      modelId: string | null = embedder?.modelId ?? null,
    ) {
      const all = await vectorDb.collections();
      const chosen =
        names.length === 0
          ? all
          : names.map((name) => {
              const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
              if (!found) throw apiError('knowledge.collection_not_found');
              return found;
            });
      await mkdir(dir, { recursive: true });
      async function* ideas(): AsyncGenerator<SnapshotIdea> {
        for (const collection of chosen) {
          let after = 0;
          for (;;) {
            const page = await vectorDb.exportPage(collection.id, modelId, after, 1000);
            if (page.length === 0) break;
            for (const row of page) {
              after = row.id;
              yield {
                collection: collection.name,
                id: row.source_id,
                ...ideaFields(row),
                vector: row.vector,
              };
            }
          }
        }
      }
      return writeCheckpoint(path.join(dir, basename), ideas(), {
        authors: new Map(chosen.map((c) => [c.name, c.author])),
        modelId,
      });
    },
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;

/** Removes a folder of uploaded files, whatever is left in it. */
export const removeUploads = (dir: string) => rm(dir, { recursive: true, force: true });
