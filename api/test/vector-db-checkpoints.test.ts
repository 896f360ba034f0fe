import type {
  BrowseIdeasResponse,
  CheckpointAnalysis,
  CheckpointValidation,
  Collection,
  ImportJob,
} from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Database } from '../src/db';
import { buildApp } from '../src/app';
import { ownerKey, parseOwnerKey, thisProcess } from '../src/lib/process-owner';
import { CHECKPOINT_SCHEMA_FILES } from '../scripts/checkpoint-schema-files';
import {
  checkpointIdeaSchema,
  checkpointMetadataSchema,
} from '../src/modules/vector-db/checkpoint-format';
import { JOB_INTERRUPTED } from '../src/modules/vector-db/checkpoint-repository';
import { createCheckpointService } from '../src/modules/vector-db/checkpoint-service';
import { createHashingEmbedder } from '../src/modules/vector-db/embeddings';
import {
  buildCheckpoint,
  checkpointParts,
  multipart,
  signed,
  snapshotIdea,
  type TestCheckpoint,
  type UploadPart,
} from './checkpoint-files';
import { adminHeaders, bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const BASE = '/api/admin/vector-db';
const embedder = createHashingEmbedder(16);

/** Letters' ideas with vectors by the test model (16 dimensions). */
async function withVectors(ideas: ReturnType<typeof snapshotIdea>[]) {
  const vectors = await embedder.embed(ideas.map((idea) => idea.statement));
  return ideas.map((idea, i) => ({ ...idea, vector: vectors[i] ?? null }));
}

/** What is under the upload folder besides the (empty) folders of API processes. */
const uploadsLeft = (uploadDir: string) =>
  readdirSync(uploadDir, { recursive: true, encoding: 'utf8' }).filter(
    (entry) => parseOwnerKey(entry) === null,
  );

/** Polls an import job until it is no longer processing. */
async function waitForJob(app: FastifyInstance, headers: Record<string, string>, jobId: string) {
  for (let i = 0; i < 400; i += 1) {
    const job = (
      await app.inject({ method: 'GET', url: `${BASE}/checkpoint-jobs/${jobId}`, headers })
    ).json<ImportJob>();
    if (job.status !== 'processing') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the job did not finish');
}

describe('checkpoints', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let learner: Record<string, string>;

  async function upload(route: string, parts: UploadPart[], headers = admin) {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/${route}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  }
  const validate = async (checkpoint: { snapshot: Buffer; metadata: object | string }) =>
    (await upload('validate-checkpoint', checkpointParts(checkpoint))).json<CheckpointValidation>();

  async function importCheckpoint(checkpoint: TestCheckpoint, booksToReplace: string[] = []) {
    const response = await upload(
      'import-checkpoint',
      checkpointParts(checkpoint, { books_to_replace: JSON.stringify(booksToReplace) }),
    );
    expect([response.statusCode, response.body]).toEqual([202, expect.any(String)]);
    return waitForJob(t.app, admin, response.json<{ job_id: string }>().job_id);
  }

  const browse = async (name: string, body: object = {}) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${BASE}/collections/${encodeURIComponent(name)}/browse`,
        payload: { page: 1, page_size: 100, ...body },
        headers: admin,
      })
    ).json<BrowseIdeasResponse>();

  const collections = async () =>
    (await t.app.inject({ method: 'GET', url: `${BASE}/collections`, headers: admin })).json<
      Collection[]
    >();

  beforeAll(async () => {
    t = await buildTestApp(
      {
        SIGNUP_MODE: 'open',
        ADMIN_EMAILS: 'chief@lyceum.test',
        CHECKPOINT_MAX_DECOMPRESSED_BYTES: String(2 * 1024 * 1024),
        CHECKPOINT_MAX_SNAPSHOT_BYTES: String(1024 * 1024),
      },
      { embedder },
    );
    learner = bearer(await tokenFor(t.app, 'reader', 'reader@lyceum.test'));
    admin = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
  });
  afterAll(() => t.close());

  describe('validation', () => {
    it('accepts a consistent pair, with sizes and no errors', async () => {
      const checkpoint = buildCheckpoint(await withVectors([snapshotIdea('seneca', 's1')]), {
        model: embedder.modelId,
      });
      const result = await validate(checkpoint);
      expect(result).toMatchObject({
        is_valid: true,
        validation_errors: [],
        vector_dimension_compatible: true,
      });
      expect(result.snapshot_file_size_mb).toBeGreaterThan(0);
      expect(result.metadata_file_size_mb).toBeGreaterThan(0);
    });

    it('needs both files', async () => {
      const checkpoint = buildCheckpoint([snapshotIdea('seneca', 's1')]);
      const [snapshotPart] = checkpointParts(checkpoint);
      const response = await upload('validate-checkpoint', [snapshotPart!]);
      expect(response.json<CheckpointValidation>()).toMatchObject({
        is_valid: false,
        validation_errors: ['Both snapshot and metadata files are required'],
      });
    });

    it('names what is wrong with a bad pair, and never fails with a 5xx', async () => {
      const good = buildCheckpoint([
        snapshotIdea('seneca', 's1'),
        snapshotIdea('seneca', 's2', { book_title: 'On Anger' }),
      ]);
      const truncated = good.snapshot.subarray(0, good.snapshot.length - 12);
      const cases: Array<[string, { snapshot: Buffer; metadata: object | string }, string]> = [
        [
          'invalid JSON',
          { snapshot: good.snapshot, metadata: '{"format": ' },
          'metadata_invalid_json',
        ],
        [
          'another format',
          { snapshot: good.snapshot, metadata: { ...good.metadata, format: 'other' } },
          'format_unknown',
        ],
        [
          'a schema break',
          { snapshot: good.snapshot, metadata: { ...good.metadata, total_ideas: -1 } },
          'metadata_schema',
        ],
        [
          'a mismatched hash',
          {
            snapshot: good.snapshot,
            metadata: {
              ...good.metadata,
              snapshot: { ...good.metadata.snapshot, sha256: 'a'.repeat(64) },
            },
          },
          'hash_mismatch',
        ],
        ['a truncated file', { snapshot: truncated, metadata: good.metadata }, 'size_mismatch'],
        [
          'a truncated gzip, re-signed',
          { snapshot: truncated, metadata: signed(good.metadata, truncated) },
          'snapshot_corrupt',
        ],
        [
          'a file that is not gzip',
          { snapshot: Buffer.from('{}\n'), metadata: signed(good.metadata, Buffer.from('{}\n')) },
          'snapshot_not_gzip',
        ],
        [
          'a line that is not an idea',
          (() => {
            const snapshot = gzipSync('{"collection": "seneca"}\n');
            return { snapshot, metadata: signed(good.metadata, snapshot) };
          })(),
          'line_invalid',
        ],
        [
          'a relation to an idea of its own collection',
          (() => {
            const ideas = [
              snapshotIdea('seneca', 's1', {
                relations: [{ collection: 'Seneca', id: 's2', stance: 'agrees', note: 'Same.' }],
              }),
              snapshotIdea('seneca', 's2', { book_title: 'On Anger' }),
            ];
            return buildCheckpoint(ideas);
          })(),
          'line_invalid',
        ],
        [
          'a relation of no known stance',
          (() => {
            const relation = { collection: 'stoa', id: 'x', stance: 'admires', note: 'No.' };
            const line = { ...snapshotIdea('seneca', 's1'), relations: [relation] };
            const snapshot = gzipSync(`${JSON.stringify(line)}\n`);
            return { snapshot, metadata: signed(good.metadata, snapshot) };
          })(),
          'line_invalid',
        ],
        [
          'a count that does not match',
          { snapshot: good.snapshot, metadata: { ...good.metadata, total_ideas: 3 } },
          'count_mismatch',
        ],
      ];
      for (const [label, checkpoint, code] of cases) {
        const body = multipart(checkpointParts(checkpoint));
        const response = await t.app.inject({
          method: 'POST',
          url: `${BASE}/validate-checkpoint`,
          payload: body.payload,
          headers: { ...body.headers, ...admin },
        });
        expect([label, response.statusCode]).toEqual([label, 200]);
        const result = response.json<CheckpointValidation>();
        expect([label, result.is_valid, result.errors.map((e) => e.code)]).toEqual([
          label,
          false,
          [code],
        ]);
        expect(result.validation_errors[0]).toBe(result.errors[0]?.message);
      }
    });

    it('reads characters of several bytes whatever the chunks they straddle', async () => {
      // Long lines of two- and three-byte characters: chunk borders fall inside some of them.
      const statement = 'Ce qui dépend de nous — « réciprocité »\u202f: '.repeat(400);
      const ideas = Array.from({ length: 20 }, (_, i) =>
        snapshotIdea('montaigne', `m${i}`, { language: 'fr', statement }),
      );
      expect((await importCheckpoint(buildCheckpoint(ideas))).status).toBe('completed');
      const rows = await t.app.db.query<{ statement: string }>(
        `SELECT i.statement FROM ideas i JOIN idea_collections c ON c.id = i.collection_id
          WHERE c.name = 'montaigne'`,
      );
      expect(rows.map((row) => row.statement)).toEqual(ideas.map(() => statement));
      await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/collections/montaigne?confirm=true`,
        headers: admin,
      });
    });

    it('stops a decompression bomb at the cap', async () => {
      // 40 MB of one character compresses to a few tens of kilobytes.
      const snapshot = gzipSync(Buffer.alloc(40 * 1024 * 1024, 'a'));
      expect(snapshot.length).toBeLessThan(1024 * 1024);
      const metadata = signed(buildCheckpoint([snapshotIdea('seneca', 's1')]).metadata, snapshot);
      const result = await validate({ snapshot, metadata });
      expect(result.errors.map((e) => e.code)).toEqual(['decompressed_too_large']);
    });

    it('checks every vector against the declared dimension and the stored model', async () => {
      const ideas = await withVectors([snapshotIdea('seneca', 's1'), snapshotIdea('seneca', 's2')]);
      const short = [ideas[0]!, { ...ideas[1]!, vector: [1, 0, 0] }];
      const mixed = buildCheckpoint(short, { model: embedder.modelId });
      expect((await validate(mixed)).errors.map((e) => e.code)).toEqual(['dimension_mismatch']);

      // Once the model's vectors are stored with 16 dimensions, 3 are incompatible.
      expect(
        (await importCheckpoint(buildCheckpoint(ideas, { model: embedder.modelId }))).status,
      ).toBe('completed');
      const other = buildCheckpoint([{ ...snapshotIdea('seneca', 's3'), vector: [1, 0, 0] }], {
        model: embedder.modelId,
      });
      const result = await validate(other);
      expect(result).toMatchObject({ is_valid: false, vector_dimension_compatible: false });
      expect(result.errors.map((e) => e.code)).toEqual(['dimension_incompatible']);
      await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/collections/seneca?confirm=true`,
        headers: admin,
      });
    });

    it('refuses uploads over the size cap, and keeps no file', async () => {
      const snapshot = Buffer.alloc(1024 * 1024 + 10, 1);
      const response = await upload(
        'validate-checkpoint',
        checkpointParts({ snapshot, metadata: '{}' }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'vector_db.upload_too_large' });
      expect(uploadsLeft(t.config.checkpoints.uploadDir)).toEqual([]);
    });

    it('never uses the sender file names as paths', async () => {
      const checkpoint = buildCheckpoint([snapshotIdea('seneca', 's1')]);
      const parts = checkpointParts(checkpoint).map((part) => ({
        ...part,
        filename: `../../${part.filename ?? ''}`,
      }));
      const response = await upload('validate-checkpoint', parts);
      expect(response.json<CheckpointValidation>().is_valid).toBe(true);
      expect(existsSync(path.join(t.config.checkpoints.uploadDir, '..', '..', 'ideas.json'))).toBe(
        false,
      );
      expect(uploadsLeft(t.config.checkpoints.uploadDir)).toEqual([]);
    });

    it('is for administrators only', async () => {
      const checkpoint = buildCheckpoint([snapshotIdea('seneca', 's1')]);
      const refused = await upload('validate-checkpoint', checkpointParts(checkpoint), learner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: 'Access denied. Admin privileges required.' });
      const anonymous = await upload('analyze-checkpoint', checkpointParts(checkpoint), {});
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('analysis and import', () => {
    const letters = (count: number, prefix: string, book: string) =>
      Array.from({ length: count }, (_, i) =>
        snapshotIdea('seneca', `${prefix}-${book}-${i + 1}`, {
          book_title: book,
          statement: `${book}: idea ${i + 1} from ${prefix}`,
        }),
      );

    beforeAll(async () => {
      const first = buildCheckpoint(
        [...letters(3, 'old', 'On Anger'), ...letters(2, 'old', 'On Leisure')],
        { authors: { seneca: 'Seneca' } },
      );
      expect(await importCheckpoint(first)).toMatchObject({
        status: 'completed',
        stats: { total_ideas_imported: 5, books_added: 2 },
      });
    });

    it('reports books to add, conflicts with counts, and collections to create', async () => {
      const second = buildCheckpoint([
        ...letters(4, 'new', 'On Anger'),
        ...letters(1, 'new', 'On Leisure'),
        ...letters(2, 'new', 'On Providence'),
        snapshotIdea('epictetus', 'e1', { book_title: 'Enchiridion' }),
      ]);
      const response = await upload('analyze-checkpoint', checkpointParts(second));
      expect(response.statusCode).toBe(200);
      const analysis = response.json<CheckpointAnalysis>();
      expect(analysis).toEqual({
        total_ideas_in_checkpoint: 8,
        export_date: '2026-11-01T10:00:00.000Z',
        collections_to_create: ['epictetus'],
        books_to_add: ['On Providence', 'Enchiridion'],
        books_with_conflicts: ['On Anger', 'On Leisure'],
        conflict_details: {
          'On Anger': {
            collection: 'seneca',
            existing_ideas: 3,
            new_ideas: 4,
            recommended_action: 'replace',
          },
          'On Leisure': {
            collection: 'seneca',
            existing_ideas: 2,
            new_ideas: 1,
            recommended_action: 'skip',
          },
        },
        requires_user_choice: true,
      });
    });

    it('replaces the ticked conflicting books, skips the others, adds the new ones', async () => {
      const second = buildCheckpoint([
        ...letters(4, 'new', 'On Anger'),
        ...letters(1, 'new', 'On Leisure'),
        ...letters(2, 'new', 'On Providence'),
      ]);
      const job = await importCheckpoint(second, ['On Anger']);
      expect(job).toMatchObject({
        status: 'completed',
        current_step: 'finished',
        progress_percentage: 100,
        filename: 'ideas.snapshot',
        error_message: null,
        stats: { total_ideas_imported: 6, books_replaced: 1, books_added: 1, books_skipped: 1 },
      });
      const ideas = (await browse('seneca')).ideas;
      const byBook = (book: string) =>
        ideas
          .filter((idea) => idea.book_title === book)
          .map((idea) => idea.statement)
          .sort();
      expect(byBook('On Anger')).toEqual(
        letters(4, 'new', 'On Anger')
          .map((i) => i.statement)
          .sort(),
      );
      expect(byBook('On Leisure')).toEqual(
        letters(2, 'old', 'On Leisure')
          .map((i) => i.statement)
          .sort(),
      );
      expect(byBook('On Providence')).toHaveLength(2);
      const [staged] = await t.app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM checkpoint_staging',
      );
      expect(staged?.count).toBe(0);
      expect(uploadsLeft(t.config.checkpoints.uploadDir)).toEqual([]);
    });

    it('leaves every book old or new when an import dies half-way', async () => {
      // The second book's transaction fails: the first is new, the second untouched.
      let transactions = 0;
      const failing: Database = Object.create(t.app.db) as Database;
      failing.transaction = (work, options) => {
        transactions += 1;
        if (transactions === 2) return Promise.reject(new Error('connection lost'));
        return t.app.db.transaction(work, options);
      };
      const service = createCheckpointService({
        db: failing,
        embedder,
        limits: t.config.checkpoints,
      });
      const before = (await browse('seneca')).ideas;
      const third = buildCheckpoint([
        ...letters(2, 'third', 'On Anger'),
        ...letters(3, 'third', 'On Leisure'),
      ]);
      const dir = path.join(t.config.dataDir, 'third');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'c.snapshot'), third.snapshot);
      writeFileSync(path.join(dir, 'c.json'), JSON.stringify(third.metadata));
      let finished!: () => void;
      const ended = new Promise<void>((resolve) => (finished = resolve));
      const { job_id } = await service.startImport(
        {
          snapshot: {
            path: path.join(dir, 'c.snapshot'),
            size: third.snapshot.length,
            sha256: third.metadata.snapshot.sha256,
            filename: 'c.snapshot',
          },
          metadata: { path: path.join(dir, 'c.json'), size: 10, filename: 'c.json' },
        },
        ['On Anger', 'On Leisure'],
        null,
        () => Promise.resolve(finished()),
      );
      await ended;
      // The files go first, then the job is reported.
      let job = await service.job(job_id);
      while (job.status === 'processing') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = await service.job(job_id);
      }
      expect(job).toMatchObject({
        status: 'failed',
        error_message: expect.stringContaining('connection lost') as string,
      });
      const after = (await browse('seneca')).ideas;
      const statements = (list: typeof after, book: string) =>
        list
          .filter((idea) => idea.book_title === book)
          .map((idea) => idea.statement)
          .sort();
      expect(statements(after, 'On Anger')).toEqual(
        letters(2, 'third', 'On Anger')
          .map((i) => i.statement)
          .sort(),
      );
      expect(statements(after, 'On Leisure')).toEqual(statements(before, 'On Leisure'));
    });

    it('checks every line in the job, and fails at a bad one before touching any book', async () => {
      const twice = snapshotIdea('seneca', 'twice', { book_title: 'On Anger' });
      const before = (await browse('seneca')).ideas;
      const job = await importCheckpoint(buildCheckpoint([twice, twice]), ['On Anger']);
      expect(job).toMatchObject({
        status: 'failed',
        error_message: 'Snapshot line 2: idea twice appears twice in seneca',
      });
      expect((await browse('seneca')).ideas).toEqual(before);
    });

    it('fails a job whose process stopped, with a clear message, and lets the next one run', async () => {
      const jobId = randomUUID();
      await t.app.db.query(
        `INSERT INTO checkpoint_jobs (id, filename, heartbeat_at) VALUES ($1, 'x.snapshot', now() - interval '5 minutes')`,
        [jobId],
      );
      const job = (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/checkpoint-jobs/${jobId}`,
          headers: admin,
        })
      ).json<ImportJob>();
      expect(job).toMatchObject({ status: 'failed', error_message: JOB_INTERRUPTED });
      const missing = await t.app.inject({
        method: 'GET',
        url: `${BASE}/checkpoint-jobs/${randomUUID()}`,
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'vector_db.job_not_found' });
    });

    describe('at start', () => {
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
      const here = (pid: number, startedAt = 1) =>
        ownerKey({ host: thisProcess.host, pid, startedAt });

      /** A running job of `owner`, beating now, with its uploaded files, and a check's files. */
      async function leftBy(owner: string) {
        const jobId = randomUUID();
        await t.app.db.query(
          `INSERT INTO checkpoint_jobs (id, filename, owner) VALUES ($1, 'x.snapshot', $2)`,
          [jobId, owner],
        );
        await t.app.db.query(
          `INSERT INTO checkpoint_staging (job_id, collection, book_title, idea)
           VALUES ($1, 'seneca', 'On Anger', '{}')`,
          [jobId],
        );
        const uploadDir = t.config.checkpoints.uploadDir;
        for (const id of [jobId, randomUUID()]) {
          mkdirSync(path.join(uploadDir, owner, id), { recursive: true });
          writeFileSync(path.join(uploadDir, owner, id, 'checkpoint.snapshot'), 'x');
        }
        const job = async () => {
          const [row] = await t.app.db.query<{ status: string; error_message: string | null }>(
            'SELECT status, error_message FROM checkpoint_jobs WHERE id = $1',
            [jobId],
          );
          const [staged] = await t.app.db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM checkpoint_staging WHERE job_id = $1',
            [jobId],
          );
          return { ...row, staged: staged?.count, files: existsSync(path.join(uploadDir, owner)) };
        };
        const end = async () => {
          await t.app.db.query(`UPDATE checkpoint_jobs SET status = 'failed' WHERE id = $1`, [
            jobId,
          ]);
          rmSync(path.join(uploadDir, owner), { recursive: true, force: true });
        };
        return { job, end };
      }

      const recover = () =>
        createCheckpointService({
          db: t.app.db,
          embedder: null,
          limits: t.config.checkpoints,
        }).recoverInterrupted(t.config.checkpoints.uploadDir);

      it("fails the job of this host's process that is gone, and removes its files", async () => {
        const left = await leftBy(here(deadPid));
        const restarted = await buildApp(t.config, { db: t.app.db, keepDbOpen: true });
        await restarted.ready();
        await restarted.close();
        expect(await left.job()).toEqual({
          status: 'failed',
          error_message: JOB_INTERRUPTED,
          staged: 0,
          files: false,
        });
      });

      it('tells a restarted process with the same pid from this one by its start', async () => {
        const left = await leftBy(here(process.pid, thisProcess.startedAt - 5000));
        await recover();
        expect(await left.job()).toMatchObject({ status: 'failed', files: false });
      });

      it("leaves a running process's job, and another host's until its heartbeat stops", async () => {
        for (const owner of [
          here(process.ppid),
          ownerKey({ host: 'elsewhere', pid: deadPid, startedAt: 1 }),
        ]) {
          const left = await leftBy(owner);
          await recover();
          expect(await left.job()).toEqual({
            status: 'processing',
            error_message: null,
            staged: 1,
            files: true,
          });
          await left.end();
        }
      });
    });

    it('refuses a second import while one runs', async () => {
      const jobId = randomUUID();
      await t.app.db.query(`INSERT INTO checkpoint_jobs (id, filename) VALUES ($1, 'x.snapshot')`, [
        jobId,
      ]);
      const response = await upload(
        'import-checkpoint',
        checkpointParts(buildCheckpoint([snapshotIdea('seneca', 'z')])),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'vector_db.import_running' });
      await t.app.db.query(`UPDATE checkpoint_jobs SET status = 'failed' WHERE id = $1`, [jobId]);
      expect(uploadsLeft(t.config.checkpoints.uploadDir)).toEqual([]);
    });

    it('refuses to analyze or import an invalid pair, naming the files needed', async () => {
      const checkpoint = buildCheckpoint([snapshotIdea('seneca', 's1')]);
      const [snapshotPart] = checkpointParts(checkpoint);
      const missing = await upload('import-checkpoint', [snapshotPart!]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'vector_db.files_required' });
      const invalid = await upload(
        'analyze-checkpoint',
        checkpointParts({ snapshot: checkpoint.snapshot, metadata: '[]' }),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'vector_db.checkpoint_invalid' });
    });
  });

  describe('round trip', () => {
    it('exports a collection and imports it into an empty database identically', async () => {
      const ideas = await withVectors([
        snapshotIdea('stoics', 'a', {
          statement: 'Virtue is the only good.',
          book_title: 'Discourses',
          context: 'Book I',
          key_phrases: ['virtue', 'good'],
          questions: ['Is being good all that matters?'],
          supporting_arguments: ['Externals are indifferent.'],
          quotes: ['<blockquote><p>Some things are in our control.</p></blockquote>'],
          character_perspectives: [{ character: 'Arrian', perspective: 'wrote it down' }],
          translations: {
            fr: {
              statement: 'La vertu est le seul bien.',
              book_title: 'Entretiens',
              key_phrases: ['vertu'],
              questions: ['Être bon, est-ce tout ce qui compte ?'],
              translator: 'Lyceum',
            },
          },
          relations: [
            {
              collection: 'sceptics',
              id: 'doubt-1',
              stance: 'disagrees',
              note: 'The sceptic doubts that virtue can be known.',
              translations: { fr: { note: 'Le sceptique doute qu’on puisse connaître la vertu.' } },
            },
          ],
        }),
        snapshotIdea('stoics', 'b', {
          book_title: 'Enchiridion',
          language: 'fr',
          statement: 'Ce qui dépend de nous.',
        }),
      ]);
      expect(
        (
          await importCheckpoint(
            buildCheckpoint(ideas, { model: embedder.modelId, authors: { stoics: 'The Stoics' } }),
          )
        ).status,
      ).toBe('completed');

      const exported = await t.app.inject({
        method: 'POST',
        url: `${BASE}/collections/stoics/export`,
        headers: admin,
      });
      expect(exported.statusCode).toBe(201);
      const { metadata_url, snapshot_url, ideas_count } = exported.json<{
        metadata_url: string;
        snapshot_url: string;
        ideas_count: number;
      }>();
      expect(ideas_count).toBe(2);
      const metadataFile = await t.app.inject({ method: 'GET', url: metadata_url, headers: admin });
      const snapshotFile = await t.app.inject({ method: 'GET', url: snapshot_url, headers: admin });
      expect(snapshotFile.headers['content-type']).toBe('application/gzip');
      const pair = { snapshot: snapshotFile.rawPayload, metadata: metadataFile.body };
      expect((await validate(pair)).is_valid).toBe(true);

      const empty = await buildTestApp({ ADMIN_EMAILS: 'chief@lyceum.test' }, { embedder });
      try {
        const token = await adminHeaders(empty.app, 'chief', 'chief@lyceum.test');
        const body = multipart(checkpointParts(pair));
        const started = await empty.app.inject({
          method: 'POST',
          url: `${BASE}/import-checkpoint`,
          payload: body.payload,
          headers: { ...body.headers, ...token },
        });
        const job = await waitForJob(empty.app, token, started.json<{ job_id: string }>().job_id);
        expect(job.status).toBe('completed');

        const read = async (app: TestApp) => {
          const rows = await app.app.db.query<Record<string, unknown>>(
            `SELECT c.name, c.author, i.source_id, i.statement, i.attributed_to, i.book_title, i.context,
                    i.key_phrases, i.questions, i.supporting_arguments, i.quotes,
                    i.character_perspectives, i.language, i.translations, i.relations, v.model_id,
                    ${app.app.db.vectorSearch ? 'v.embedding::real[]' : 'v.embedding'} AS embedding
               FROM ideas i JOIN idea_collections c ON c.id = i.collection_id
               LEFT JOIN idea_vectors v ON v.idea_id = i.id
              WHERE c.name = 'stoics' ORDER BY i.source_id`,
          );
          return rows;
        };
        const original = await read(t);
        expect(original).toHaveLength(2);
        expect(original[0]).toMatchObject({
          questions: ['Is being good all that matters?'],
          translations: {
            fr: {
              statement: 'La vertu est le seul bien.',
              questions: ['Être bon, est-ce tout ce qui compte ?'],
            },
          },
          relations: [{ collection: 'sceptics', id: 'doubt-1', stance: 'disagrees' }],
        });
        expect(original[1]).toMatchObject({ questions: [], translations: {}, relations: [] });
        expect(await read(empty)).toEqual(original);
      } finally {
        await empty.close();
      }
    });
  });

  describe('collections and ideas', () => {
    it('lists collections with health, counts, vector size and size on disk', async () => {
      const list = await collections();
      const stoics = list.find((c) => c.name === 'stoics');
      expect(stoics).toMatchObject({
        author: 'The Stoics',
        health_status: 'healthy',
        ideas_count: 2,
        vector_size: 16,
        vectors_count: 2,
      });
      expect(stoics?.size_mb).toBeGreaterThan(0);
      // Ideas imported without vectors by the configured model are embedded by it.
      const seneca = list.find((c) => c.name === 'seneca');
      expect(seneca).toMatchObject({ health_status: 'healthy', vector_size: 16 });
      expect(seneca?.vectors_count).toBe(seneca?.ideas_count);
      // An idea whose vector is gone makes the collection unhealthy.
      await t.app.db.query(
        `DELETE FROM idea_vectors WHERE idea_id = (SELECT min(i.id) FROM ideas i
           JOIN idea_collections c ON c.id = i.collection_id WHERE c.name = 'seneca')`,
      );
      expect((await collections()).find((c) => c.name === 'seneca')?.health_status).toBe(
        'missing_vectors',
      );
    });

    it('browses pages newest first with search and book filters', async () => {
      const page = await browse('seneca', { page_size: 2, page: 1 });
      expect(page.page).toBe(1);
      expect(page.total_pages).toBe(Math.ceil(page.total_count / 2));
      expect(page.ideas).toHaveLength(2);
      const anger = await browse('seneca', { book_filter: 'anger' });
      expect(new Set(anger.ideas.map((i) => i.book_title))).toEqual(new Set(['On Anger']));
      const found = await browse('seneca', { search_query: 'Providence: idea 2' });
      expect(found.ideas.map((i) => i.statement)).toEqual(['On Providence: idea 2 from new']);
      const missing = await t.app.inject({
        method: 'POST',
        url: `${BASE}/collections/nobody/browse`,
        payload: { page: 1, page_size: 20 },
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        detail: 'Collection not found',
        code: 'vector_db.collection_not_found',
      });
    });

    it('deletes one idea, and a collection only when confirmed', async () => {
      const [first] = (await browse('seneca')).ideas;
      const url = `${BASE}/collections/seneca/ideas/${first?.id ?? 0}`;
      expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
      const again = await t.app.inject({ method: 'DELETE', url, headers: admin });
      expect(again.json()).toMatchObject({ code: 'vector_db.idea_not_found' });
      expect((await t.app.inject({ method: 'DELETE', url, headers: learner })).statusCode).toBe(
        403,
      );

      const unconfirmed = await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/collections/seneca`,
        headers: admin,
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json()).toMatchObject({ code: 'vector_db.confirm_required' });
      const confirmed = await t.app.inject({
        method: 'DELETE',
        url: `${BASE}/collections/seneca?confirm=true`,
        headers: admin,
      });
      expect(confirmed.statusCode).toBe(204);
      expect((await collections()).map((c) => c.name)).not.toContain('seneca');
    });
  });

  it('keeps the schemas published in the docs up to date', () => {
    const published = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;
    expect(published(CHECKPOINT_SCHEMA_FILES.metadata)).toEqual(checkpointMetadataSchema());
    expect(published(CHECKPOINT_SCHEMA_FILES.idea)).toEqual(checkpointIdeaSchema());
  });
});
