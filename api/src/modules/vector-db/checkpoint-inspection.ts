import {
  BYTES_PER_MB,
  type CheckpointAnalysis,
  type CheckpointIssue,
  type CheckpointValidation,
} from '@lyceum/contracts';
import { readFile } from 'node:fs/promises';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import {
  CheckpointError,
  issue,
  lineChecker,
  parseMetadata,
  readSnapshot,
  type CheckpointMetadata,
} from './checkpoint-format';
import type { Embedder } from './embeddings';
import { createVectorDbRepository } from './vector-db-repository';

/** A checkpoint's two files as received: where they were written, their sizes and digest. */
export interface CheckpointFiles {
  snapshot: { path: string; size: number; sha256: string; filename: string } | null;
  metadata: { path: string; size: number; filename: string } | null;
}

export interface CheckpointLimits {
  maxDecompressedBytes: number;
  maxMetadataBytes: number;
}

export interface CheckpointInspectionDeps {
  db: Database;
  limits: CheckpointLimits;
  embedder: Embedder | null;
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

/** A size in MB as the API reports it: to four decimals. */
export const toMb = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 10_000) / 10_000;

/**
 * Inspecting a checkpoint's two files: checking them (validate) and comparing a valid pair with
 * the database (analyze).
 */
export function createCheckpointInspection({ db, limits, embedder }: CheckpointInspectionDeps) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });

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
    if (!files.snapshot || !files.metadata) throw apiError('vector_db.files_required');
    const inspection = await inspect(files, options);
    if (inspection.errors.length > 0 || !inspection.metadata) {
      throw apiError('vector_db.checkpoint_invalid');
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

  return { validate, analyze, inspectValid };
}

export type CheckpointInspection = ReturnType<typeof createCheckpointInspection>;
