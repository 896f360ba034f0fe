import {
  CHECKPOINT_FORMAT,
  CHECKPOINT_FORMAT_VERSION,
  type CheckpointMetadata,
  type SnapshotIdea,
} from '@lyceum/contracts';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** An idea line of a test snapshot. */
export const snapshotIdea = (
  collection: string,
  id: string,
  fields: Partial<SnapshotIdea> = {},
): SnapshotIdea => ({
  collection,
  id,
  statement: `Idea ${id} of ${collection}`,
  attributed_to: collection,
  book_title: 'Book One',
  context: '',
  key_phrases: [],
  supporting_arguments: [],
  quotes: [],
  character_perspectives: [],
  language: 'en',
  ...fields,
});

export interface TestCheckpoint {
  snapshot: Buffer;
  metadata: CheckpointMetadata;
}

/** A consistent checkpoint pair for `ideas`: metadata counts, size and hash match the snapshot. */
export function buildCheckpoint(
  ideas: SnapshotIdea[],
  options: { model?: string | null; authors?: Record<string, string> } = {},
): TestCheckpoint {
  const snapshot = gzipSync(ideas.map((idea) => `${JSON.stringify(idea)}\n`).join(''));
  const collections = new Map<string, Map<string, number>>();
  for (const idea of ideas) {
    const books = collections.get(idea.collection) ?? new Map<string, number>();
    books.set(idea.book_title, (books.get(idea.book_title) ?? 0) + 1);
    collections.set(idea.collection, books);
  }
  const dimension = ideas.find((idea) => idea.vector)?.vector?.length ?? 0;
  return {
    snapshot,
    metadata: {
      format: CHECKPOINT_FORMAT,
      format_version: CHECKPOINT_FORMAT_VERSION,
      export_date: '2026-11-01T10:00:00.000Z',
      embedding_model: dimension > 0 ? (options.model ?? 'test-model') : null,
      vector_dimension: dimension,
      collections: [...collections].map(([name, books]) => ({
        name,
        author: options.authors?.[name] ?? name,
        books: [...books].map(([title, ideas_count]) => ({ title, ideas_count })),
        ideas_count: [...books.values()].reduce((a, b) => a + b, 0),
      })),
      total_ideas: ideas.length,
      snapshot: {
        size_bytes: snapshot.length,
        sha256: createHash('sha256').update(snapshot).digest('hex'),
      },
    },
  };
}

/** Re-signs metadata for a changed snapshot (size and hash), as a careless exporter would not. */
export function signed(metadata: CheckpointMetadata, snapshot: Buffer): CheckpointMetadata {
  return {
    ...metadata,
    snapshot: {
      size_bytes: snapshot.length,
      sha256: createHash('sha256').update(snapshot).digest('hex'),
    },
  };
}

export interface UploadPart {
  name: string;
  filename?: string;
  content: Buffer | string;
}

/** A multipart/form-data body and its content type, as a browser sends one. */
export function multipart(parts: UploadPart[]) {
  const boundary = `----lyceum${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The two files of a checkpoint as upload parts, with optional fields. */
export function checkpointParts(
  checkpoint: { snapshot: Buffer; metadata: CheckpointMetadata | object | string },
  fields: Record<string, string> = {},
): UploadPart[] {
  return [
    { name: 'snapshot_file', filename: 'ideas.snapshot', content: checkpoint.snapshot },
    {
      name: 'metadata_file',
      filename: 'ideas.json',
      content:
        typeof checkpoint.metadata === 'string'
          ? checkpoint.metadata
          : JSON.stringify(checkpoint.metadata),
    },
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
  ];
}
