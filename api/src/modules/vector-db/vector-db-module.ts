import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  BrowseIdeasBody,
  BrowseIdeasResponse,
  CheckpointAnalysis,
  CheckpointValidation,
  CollectionList,
  CollectionName,
  ImportJob,
  ImportJobParams,
  ImportJobStarted,
} from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from 'typebox';
import { apiError } from '../../lib/http-errors';
import { createTurns } from '../../lib/turns';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { createCheckpointService } from './checkpoint-service';
import { receiveCheckpoint, removeUploads, type ReceivedCheckpoint } from './checkpoint-upload';
import { createVectorDbService } from './vector-db-service';

export type VectorDbModuleOptions = Pick<AppDeps, 'db' | 'config' | 'embedder' | 'log'>;

const TAGS = ['vector-db'];
const admin = { access: 'admin' as const };
const upload = { access: 'admin' as const, multipart: true };

/** Checks and analyses of checkpoints this process runs at once, for all admins together. */
const CHECKS_AT_ONCE = 3;

/** An export's files are kept this long for their download, then removed. */
const EXPORT_KEPT_MS = 60 * 60 * 1000;

const NameParams = Type.Object({ name: CollectionName });
// Ideas are numbered by a PostgreSQL bigint; an id is read as a JavaScript number, exact to 2^53.
const IdeaParams = Type.Object({
  name: CollectionName,
  ideaId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
const ExportFileParams = Type.Object({
  exportId: Type.String({ format: 'uuid' }),
  file: Type.Enum(['metadata', 'snapshot']),
});
const ExportResponse = Type.Object({
  export_id: Type.String(),
  ideas_count: Type.Integer(),
  metadata_url: Type.String(),
  snapshot_url: Type.String(),
});

const MULTIPART_NOTE =
  'multipart/form-data with `snapshot_file` (.snapshot) and `metadata_file` (.json)';

const CheckpointUpload = Type.Object({
  snapshot_file: Type.String({ format: 'binary', description: 'The .snapshot file' }),
  metadata_file: Type.String({ format: 'binary', description: 'The .json metadata file' }),
});
const CheckpointImportUpload = Type.Object({
  ...CheckpointUpload.properties,
  books_to_replace: Type.Optional(
    Type.String({ description: 'A JSON list of the conflicting book titles to replace' }),
  ),
});

/**
 * The vector database of the back office: idea collections, browsing and deleting ideas, and
 * checkpoints (export, validate, analyze, import as a job). Administrators only.
 */
const vectorDbRoutes: FastifyPluginCallbackTypebox<VectorDbModuleOptions> = (app, deps, done) => {
  const { checkpoints: limits } = deps.config;
  const vectorDb = createVectorDbService(deps);
  const checkpoints = createCheckpointService({
    db: deps.db,
    embedder: deps.embedder,
    limits,
    log: deps.log,
  });
  const exportsDir = path.join(deps.config.dataDir, 'exports');
  // Checking or analyzing a checkpoint reads all of it: one at a time per admin, a few in all.
  const checks = createTurns({ perKey: 1, total: CHECKS_AT_ONCE });

  /** Receives the upload and runs `work` on it in the admin's turn, then removes the files. */
  async function checkUpload<T>(
    request: FastifyRequest,
    work: (files: ReceivedCheckpoint['files']) => Promise<T>,
  ): Promise<T> {
    const done = checks.take(signedIn(request).id);
    if (!done) throw apiError('vector_db.check_busy');
    try {
      const received = await receiveCheckpoint(request, limits);
      try {
        return await work(received.files);
      } finally {
        await received.discard();
      }
    } finally {
      done();
    }
  }

  // At start, the imports of this host's stopped processes are failed and their files removed;
  // then ideas the configured model has no vector for (the model changed, an import stopped)
  // are embedded in the background.
  app.addHook('onReady', async () => {
    await checkpoints
      .recoverInterrupted(limits.uploadDir)
      .catch((error: unknown) =>
        deps.log.warn({ err: error }, 'recovering interrupted imports failed'),
      );
    checkpoints
      .embedMissing()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'embedding missing ideas failed'));
  });

  // Multipart bodies are read only here, as streams to disk (see checkpoint-upload.ts).
  void app.register(multipart, { limits: { fileSize: limits.maxSnapshotBytes } });

  app.get(
    '/collections',
    {
      config: admin,
      schema: {
        operationId: 'listIdeaCollections',
        tags: TAGS,
        summary: 'Every idea collection with its health, counts, vector size and size on disk',
        response: { 200: CollectionList, ...errors(429) },
      },
    },
    () => vectorDb.collections(),
  );

  app.post(
    '/collections/:name/browse',
    {
      config: admin,
      schema: {
        operationId: 'browseIdeas',
        tags: TAGS,
        summary: "A page of a collection's ideas, newest first, filtered by words and book",
        params: NameParams,
        body: BrowseIdeasBody,
        response: { 200: BrowseIdeasResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => vectorDb.browse(request.params.name, request.body),
  );

  app.delete(
    '/collections/:name/ideas/:ideaId',
    {
      config: admin,
      schema: {
        operationId: 'deleteIdea',
        tags: TAGS,
        summary: 'Delete one idea of a collection, with its vectors',
        params: IdeaParams,
        response: { 204: Type.Null(), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      await vectorDb.deleteIdea(request.params.name, request.params.ideaId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/collections/:name',
    {
      config: admin,
      schema: {
        operationId: 'deleteIdeaCollection',
        tags: TAGS,
        summary: 'Delete a collection with all its ideas; needs confirm=true',
        params: NameParams,
        querystring: Type.Object({ confirm: Type.Optional(Type.Boolean()) }),
        response: { 204: Type.Null(), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await vectorDb.deleteCollection(request.params.name, request.query.confirm === true);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/collections/:name/export',
    {
      config: admin,
      schema: {
        operationId: 'exportIdeaCollection',
        tags: TAGS,
        summary: 'Export a collection as a checkpoint pair, downloadable for an hour',
        params: NameParams,
        response: { 201: ExportResponse, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      await removeOldExports();
      const exportId = randomUUID();
      const { metadata } = await checkpoints.exportCheckpoint(
        [request.params.name],
        path.join(exportsDir, exportId),
        'checkpoint',
      );
      const base = `${request.routeOptions.url?.replace('/collections/:name/export', '')}/exports/${exportId}`;
      return reply.code(201).send({
        export_id: exportId,
        ideas_count: metadata.total_ideas,
        metadata_url: `${base}/metadata`,
        snapshot_url: `${base}/snapshot`,
      });
    },
  );

  app.get(
    '/exports/:exportId/:file',
    {
      config: admin,
      schema: {
        operationId: 'downloadCheckpointExport',
        tags: TAGS,
        summary: 'Download one file of an export: its metadata (.json) or its snapshot',
        params: ExportFileParams,
        produces: ['application/json', 'application/gzip'],
        response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { exportId, file } = request.params;
      const name = file === 'metadata' ? 'checkpoint.json' : 'checkpoint.snapshot';
      const filePath = path.join(exportsDir, exportId, name);
      const found = await stat(filePath).catch(() => null);
      if (!found) throw apiError('request.not_found');
      return reply
        .type(file === 'metadata' ? 'application/json' : 'application/gzip')
        .header('content-length', found.size)
        .header(
          'content-disposition',
          `attachment; filename="export-${exportId}.${file === 'metadata' ? 'json' : 'snapshot'}"`,
        )
        .send(createReadStream(filePath));
    },
  );

  app.post(
    '/validate-checkpoint',
    {
      config: upload,
      schema: {
        operationId: 'validateCheckpoint',
        tags: TAGS,
        summary: 'Check a checkpoint pair: schema, size, SHA-256, every line, vector dimension',
        description: MULTIPART_NOTE,
        uploadBody: CheckpointUpload,
        response: { 200: CheckpointValidation, ...errors(400, 413, 415, 429) },
      },
    },
    (request) => checkUpload(request, (files) => checkpoints.validate(files)),
  );

  app.post(
    '/analyze-checkpoint',
    {
      config: upload,
      schema: {
        operationId: 'analyzeCheckpoint',
        tags: TAGS,
        summary:
          'Compare a valid checkpoint with the database: collections and books to add, conflicts',
        description: MULTIPART_NOTE,
        uploadBody: CheckpointUpload,
        response: { 200: CheckpointAnalysis, ...errors(400, 413, 415, 429) },
      },
    },
    (request) => checkUpload(request, (files) => checkpoints.analyze(files)),
  );

  app.post(
    '/import-checkpoint',
    {
      config: upload,
      schema: {
        operationId: 'importCheckpoint',
        tags: TAGS,
        summary:
          'Start importing a checkpoint as a job; conflicting books are replaced only if listed',
        description: `${MULTIPART_NOTE}, and \`books_to_replace\`: a JSON list of book titles`,
        uploadBody: CheckpointImportUpload,
        response: { 202: ImportJobStarted, ...errors(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const received = await receiveCheckpoint(request, limits);
      let started = false;
      try {
        const books = parseBookList(received.fields.books_to_replace);
        const { job_id } = await checkpoints.startImport(
          received.files,
          books,
          signedIn(request).id,
          () => received.discard(),
          received.id,
        );
        started = true;
        return await reply.code(202).send({ job_id, message: 'Import started' });
      } finally {
        if (!started) await received.discard();
      }
    },
  );

  app.get(
    '/checkpoint-jobs/:jobId',
    {
      config: admin,
      schema: {
        operationId: 'getCheckpointJob',
        tags: TAGS,
        summary: "An import job's status, step, progress and, once done, its figures",
        params: ImportJobParams,
        response: { 200: ImportJob, ...errors(404, 429) },
      },
    },
    (request) => checkpoints.job(request.params.jobId),
  );

  async function removeOldExports() {
    const entries = await readdir(exportsDir).catch(() => [] as string[]);
    const now = Date.now();
    for (const entry of entries) {
      const info = await stat(path.join(exportsDir, entry)).catch(() => null);
      if (info && now - info.mtimeMs > EXPORT_KEPT_MS) {
        await removeUploads(path.join(exportsDir, entry));
      }
    }
  }

  done();
};

export const vectorDbModule: DomainModule<VectorDbModuleOptions> = {
  prefix: '/api/admin/vector-db',
  routes: vectorDbRoutes,
};

/** `books_to_replace`: a JSON list of titles; absent means none. */
function parseBookList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) {
      return parsed;
    }
  } catch {
    // Reported below.
  }
  throw apiError('validation.invalid', 'books_to_replace');
}
