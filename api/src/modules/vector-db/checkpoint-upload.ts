import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { apiError } from '../../lib/http-errors';
import { isMalformedMultipart } from '../../lib/multipart-errors';
import { ownerKey, parseOwnerKey, processGone } from '../../lib/process-owner';
import type { CheckpointFiles } from './checkpoint-inspection';

export interface UploadLimits {
  uploadDir: string;
  maxSnapshotBytes: number;
  maxMetadataBytes: number;
}

export interface ReceivedCheckpoint {
  /** The upload's id: the import job it starts takes it, so the job's files can be found. */
  id: string;
  /** The folder holding this upload's files; removed with `discard`. */
  dir: string;
  files: CheckpointFiles;
  /** The text fields sent with the files. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

/** Counts and hashes what passes, and fails once more than `max` bytes went through. */
function meter(max: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > max) {
        callback(apiError('vector_db.upload_too_large'));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** A file name as shown back to the user: its last segment, printable, bounded. Never a path. */
const displayName = (name: string) =>
  (path.basename(name.replaceAll('\\', '/')) || 'file')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200);

/**
 * The folder of one upload: under the folder of the process receiving it, so that a process
 * starting after another ended can remove what the other left (see removeUploadsOfGoneProcesses).
 */
export const uploadFolder = (uploadDir: string, id: string, owner = ownerKey()) =>
  path.join(uploadDir, owner, id);

/**
 * Removes the upload folders of this host's processes that are gone: what an import, a check
 * or an analysis left when its process stopped. Answers how many folders went.
 */
export async function removeUploadsOfGoneProcesses(uploadDir: string): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(uploadDir).catch(() => [] as string[])) {
    const owner = parseOwnerKey(entry);
    if (owner && processGone(owner)) {
      await removeUploads(path.join(uploadDir, entry));
      removed += 1;
    }
  }
  return removed;
}

/**
 * Streams a checkpoint upload (`snapshot_file`, `metadata_file` and text fields) to a fresh
 * folder of this process under the upload directory, each file under a fixed name (the sender's
 * file names are kept only for display), hashing the snapshot on the way; sizes are capped as
 * they arrive.
 */
export async function receiveCheckpoint(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<ReceivedCheckpoint> {
  const id = randomUUID();
  const dir = uploadFolder(limits.uploadDir, id);
  await mkdir(dir, { recursive: true });
  const received: ReceivedCheckpoint = {
    id,
    dir,
    files: { snapshot: null, metadata: null },
    fields: {},
    discard: () => removeUploads(dir),
  };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxSnapshotBytes,
        files: 2,
        fields: 5,
        fieldSize: 64 * 1024,
        parts: 7,
      },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      const kind =
        part.fieldname === 'snapshot_file'
          ? 'snapshot'
          : part.fieldname === 'metadata_file'
            ? 'metadata'
            : null;
      if (!kind || received.files[kind]) {
        part.file.resume();
        continue;
      }
      const target = path.join(
        dir,
        kind === 'snapshot' ? 'checkpoint.snapshot' : 'checkpoint.json',
      );
      const measured = meter(
        kind === 'snapshot' ? limits.maxSnapshotBytes : limits.maxMetadataBytes,
      );
      await pipeline(part.file, measured.stream, createWriteStream(target));
      if (part.file.truncated) throw apiError('vector_db.upload_too_large');
      const { size, sha256 } = measured.result();
      const filename = displayName(part.filename);
      if (kind === 'snapshot') received.files.snapshot = { path: target, size, sha256, filename };
      else received.files.metadata = { path: target, size, filename };
    }
  } catch (error) {
    await received.discard();
    if (error instanceof Error && 'code' in error) {
      const code = (error as { code: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
        throw apiError('vector_db.upload_too_large');
      }
      if (code.startsWith('FST_') || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        throw apiError('request.malformed');
      }
    }
    if (isMalformedMultipart(error)) throw apiError('request.malformed');
    throw error;
  }
  return received;
}

/** Removes a folder of uploaded files, whatever is left in it. */
export const removeUploads = (dir: string) => rm(dir, { recursive: true, force: true });
