import {
  BYTES_PER_MB,
  CHECKPOINT_FORMAT,
  CHECKPOINT_FORMAT_VERSION,
  CheckpointMetadata,
  SnapshotIdea,
  checkpointIssue,
  type CheckpointIssue,
} from '@lyceum/contracts';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { Compile } from 'typebox/compile';

/**
 * The checkpoint files: a `.json` metadata file describing a gzip-compressed newline-delimited
 * JSON snapshot, one idea a line (the format is documented in docs/checkpoints.md). Reading
 * streams the snapshot with its decompressed size capped, so a damaged or hostile file fails its
 * check instead of filling memory.
 */

export type { CheckpointMetadata, SnapshotIdea } from '@lyceum/contracts';

/** Longest snapshot line read: far above any idea, and a bound on memory for one without ends. */
export const SNAPSHOT_LINE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The most a snapshot may expand over what was read of its file, past the first
 * `RATIO_FREE_BYTES`: ideas with their vectors written as text compress about 3 to 10 times, and
 * a file that expands far more is a decompression bomb, refused as soon as it shows.
 */
export const SNAPSHOT_MAX_EXPANSION = 50;
const RATIO_FREE_BYTES = 16 * 1024 * 1024;

const metadataValidator = Compile(CheckpointMetadata);
const ideaValidator = Compile(SnapshotIdea);

/** The metadata's JSON Schema as published in docs/checkpoint-metadata.schema.json. */
export const checkpointMetadataSchema = () => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Lyceum checkpoint metadata',
  ...(JSON.parse(JSON.stringify(CheckpointMetadata)) as object),
});

/** The JSON Schema of a snapshot's line (one idea), as published in the docs. */
export const checkpointIdeaSchema = () => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Lyceum checkpoint snapshot line (one idea)',
  ...(JSON.parse(JSON.stringify(SnapshotIdea)) as object),
});

/** A problem found in a checkpoint, with its English text. */
export const issue = checkpointIssue;

/** Thrown while reading a snapshot: the file cannot be read further. */
export class CheckpointError extends Error {
  constructor(readonly issue: CheckpointIssue) {
    super(issue.message);
    this.name = 'CheckpointError';
  }
}

/** The parsed metadata, or the problems that make it unusable. */
export function parseMetadata(
  text: string,
): { metadata: CheckpointMetadata; issues: [] } | { metadata: null; issues: CheckpointIssue[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { metadata: null, issues: [issue('metadata_invalid_json')] };
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== CHECKPOINT_FORMAT) {
    return { metadata: null, issues: [issue('format_unknown', { format: String(format) })] };
  }
  const version = (value as { format_version?: unknown }).format_version;
  if (typeof version === 'number' && version > CHECKPOINT_FORMAT_VERSION) {
    return { metadata: null, issues: [issue('version_unsupported', { version })] };
  }
  if (!metadataValidator.Check(value)) {
    const issues = metadataValidator
      .Errors(value)
      .slice(0, 10)
      .map((error) =>
        issue('metadata_schema', { path: error.instancePath || '/', problem: error.message }),
      );
    return { metadata: null, issues };
  }
  return { metadata: value, issues: [] };
}

/** One snapshot line, checked; its 1-based number in the file. */
export interface SnapshotLine {
  line: number;
  idea: SnapshotIdea;
}

export interface ReadSnapshotOptions {
  /** The most the content may decompress to. */
  maxDecompressedBytes: number;
  /** Told how many compressed bytes were read so far, for progress. */
  onProgress?: (compressedBytes: number) => void;
  signal?: AbortSignal;
}

/**
 * The ideas of a snapshot file, streamed in order. Throws `CheckpointError` for a file that is not
 * gzip, is damaged or truncated, decompresses past the cap, or holds a line that is not an idea.
 */
export async function* readSnapshot(
  path: string,
  { maxDecompressedBytes, onProgress, signal }: ReadSnapshotOptions,
): AsyncGenerator<SnapshotLine> {
  const file = createReadStream(path, { highWaterMark: 256 * 1024 });
  const gunzip = createGunzip();
  let compressed = 0;
  let decompressed = 0;
  let first = true;
  file.on('data', (chunk: Buffer | string) => {
    if (first) {
      first = false;
      const bytes = Buffer.from(chunk);
      if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
        gunzip.destroy(new CheckpointError(issue('snapshot_not_gzip')));
      }
    }
    compressed += chunk.length;
    onProgress?.(compressed);
  });
  file.on('error', (error) => gunzip.destroy(error));
  file.pipe(gunzip);

  let pending = '';
  // A character of several bytes may straddle two chunks: the decoder keeps its first bytes
  // until the rest arrives.
  const text = new StringDecoder('utf8');
  let lineNumber = 0;
  const parse = (text: string): SnapshotLine | null => {
    lineNumber += 1;
    if (text.trim() === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new CheckpointError(
        issue('line_invalid', { line: lineNumber, problem: 'not valid JSON' }),
      );
    }
    if (!ideaValidator.Check(value)) {
      const [error] = ideaValidator.Errors(value);
      throw new CheckpointError(
        issue('line_invalid', {
          line: lineNumber,
          problem: `${error?.instancePath || '/'} ${error?.message ?? 'is not an idea'}`,
        }),
      );
    }
    // Relations link an idea to other thinkers' ideas, never to its own collection's.
    const own = value.relations?.find(
      (relation) => relation.collection.toLowerCase() === value.collection.toLowerCase(),
    );
    if (own) {
      throw new CheckpointError(
        issue('line_invalid', {
          line: lineNumber,
          problem: `/relations names ${own.id} of the idea's own collection; a relation links an idea of another collection`,
        }),
      );
    }
    return { line: lineNumber, idea: value };
  };

  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (signal?.aborted) throw signal.reason;
      decompressed += chunk.length;
      if (decompressed > maxDecompressedBytes) {
        throw new CheckpointError(
          issue('decompressed_too_large', { max: Math.floor(maxDecompressedBytes / BYTES_PER_MB) }),
        );
      }
      if (decompressed > Math.max(RATIO_FREE_BYTES, compressed * SNAPSHOT_MAX_EXPANSION)) {
        throw new CheckpointError(issue('decompression_bomb', { ratio: SNAPSHOT_MAX_EXPANSION }));
      }
      pending += text.write(chunk);
      // Lines are read by moving a start along the text, and the rest is kept once: cutting
      // the text after every line would copy it once per line.
      let start = 0;
      let end = pending.indexOf('\n');
      while (end !== -1) {
        const parsed = parse(pending.slice(start, end));
        if (parsed) yield parsed;
        start = end + 1;
        end = pending.indexOf('\n', start);
      }
      pending = pending.slice(start);
      if (pending.length > SNAPSHOT_LINE_MAX_BYTES) {
        throw new CheckpointError(
          issue('line_invalid', { line: lineNumber + 1, problem: 'the line is too long' }),
        );
      }
    }
  } catch (error) {
    if (error instanceof CheckpointError) throw error;
    if (signal?.aborted) throw error;
    const reason =
      (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR'
        ? 'the file ends too early (truncated)'
        : error instanceof Error
          ? error.message
          : String(error);
    throw new CheckpointError(issue('snapshot_corrupt', { reason }));
  } finally {
    file.destroy();
    gunzip.destroy();
  }
  const last = parse(pending + text.end());
  if (last) yield last;
}

/**
 * The checks of each snapshot line against the metadata: a listed collection, an id not seen
 * before in it, vectors of the declared dimension. Throws `CheckpointError` at the first problem.
 */
export function lineChecker(metadata: CheckpointMetadata) {
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

/** A file's size and SHA-256, read as a stream. */
export async function digestFile(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Writes ideas to a snapshot file (gzip, one JSON idea a line) as they come; answers its size and
 * SHA-256 for the metadata.
 */
export async function writeSnapshot(
  path: string,
  ideas: AsyncIterable<SnapshotIdea> | Iterable<SnapshotIdea>,
): Promise<{ size: number; sha256: string }> {
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(path));
  for await (const idea of ideas) {
    if (!gzip.write(`${JSON.stringify(idea)}\n`)) {
      await new Promise<void>((resolve) => gzip.once('drain', resolve));
    }
  }
  gzip.end();
  await written;
  return digestFile(path);
}

/** The metadata file's text: stable key order, two-space indents, a final newline. */
export const formatMetadata = (metadata: CheckpointMetadata) =>
  `${JSON.stringify(metadata, null, 2)}\n`;

export interface CheckpointPair {
  snapshotPath: string;
  metadataPath: string;
  metadata: CheckpointMetadata;
}

/**
 * Writes `<base>.snapshot` from `ideas` as they come, then `<base>.json` describing it: its
 * collections (authors from `authors`) with their books and counts, the model of its vectors
 * (`modelId` when any idea carries one) and the snapshot's size and SHA-256.
 */
export async function writeCheckpoint(
  base: string,
  ideas: AsyncIterable<SnapshotIdea> | Iterable<SnapshotIdea>,
  { authors, modelId }: { authors: ReadonlyMap<string, string>; modelId: string | null },
): Promise<CheckpointPair> {
  const collections = new Map<string, Map<string, number>>();
  let dimension = 0;
  let total = 0;
  async function* counted() {
    for await (const idea of ideas) {
      const books = collections.get(idea.collection) ?? new Map<string, number>();
      books.set(idea.book_title, (books.get(idea.book_title) ?? 0) + 1);
      collections.set(idea.collection, books);
      if (idea.vector) dimension = idea.vector.length;
      total += 1;
      yield idea;
    }
  }
  const snapshotPath = `${base}.snapshot`;
  const metadataPath = `${base}.json`;
  const digest = await writeSnapshot(snapshotPath, counted());
  const metadata: CheckpointMetadata = {
    format: CHECKPOINT_FORMAT,
    format_version: CHECKPOINT_FORMAT_VERSION,
    export_date: new Date().toISOString(),
    embedding_model: dimension > 0 ? modelId : null,
    vector_dimension: dimension,
    collections: [...collections].map(([name, books]) => ({
      name,
      author: authors.get(name) ?? name,
      books: [...books].map(([title, ideas_count]) => ({ title, ideas_count })),
      ideas_count: [...books.values()].reduce((sum, count) => sum + count, 0),
    })),
    total_ideas: total,
    snapshot: { size_bytes: digest.size, sha256: digest.sha256 },
  };
  await writeFile(metadataPath, formatMetadata(metadata));
  return { snapshotPath, metadataPath, metadata };
}
