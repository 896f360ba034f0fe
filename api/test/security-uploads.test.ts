import {
  ERRORS,
  PROFILE_MAX_BYTES,
  CHECKPOINT_METADATA_MAX_BYTES,
  isErrorCode,
  type CheckpointValidation,
  type Collection,
  type ErrorCode,
  type ImportJob,
} from '@lyceum/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { once } from 'node:events';
import fs, { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { seedChat } from './chat-fixtures';
import {
  buildCheckpoint,
  checkpointParts,
  multipart,
  signed,
  snapshotIdea,
  type UploadPart,
} from './checkpoint-files';
import { adminHeaders, bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const BASE = '/api/admin/vector-db';
/** The caps this suite runs with, small so going past them costs little. */
const SNAPSHOT_MAX = 1024 * 1024;
const DECOMPRESSED_MAX = 1024 * 1024;
/** What the decompression bomb inflates to: 128 times the cap, from about 128 KB. */
const BOMB_INFLATED = 128 * 1024 * 1024;

/** A consistent checkpoint pair of a collection the database does not hold. */
const validPair = buildCheckpoint([
  snapshotIdea('lucretius', 'l1'),
  snapshotIdea('lucretius', 'l2'),
]);

type Body = { payload: Buffer | string; headers: Record<string, string> };

/** Every file under `dir`, as paths relative to it (folders are not listed, their files are). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A gzip stream of `inflated` zero bytes, compressed as it is written (never held inflated). */
async function gzipBomb(inflated: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < inflated; written += zeros.length) {
    if (!gzip.write(zeros)) await once(gzip, 'drain');
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The body cut in its middle: no closing boundary, the last part unfinished. */
const truncated = (body: Body): Body => ({
  payload: Buffer.from(body.payload).subarray(0, Math.floor(body.payload.length / 2)),
  headers: body.headers,
});

/** A body whose parts are separated by another boundary than the one its header names. */
const otherBoundary = (body: Body): Body => ({
  payload: body.payload,
  headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' },
});

const withType = (type: string, payload: Buffer | string = '{}'): Body => ({
  payload,
  headers: { 'content-type': type },
});

/** A coded refusal: 4xx, `{detail, code[, field]}`, the code declared with that status. */
function refusalOf(response: LightMyRequestResponse) {
  const body = response.json<Record<string, unknown>>();
  const { detail, code, field } = body;
  const keys = Object.keys(body).filter((key) => !['detail', 'code', 'field'].includes(key));
  return {
    clientError: response.statusCode >= 400 && response.statusCode < 500,
    shape:
      keys.length === 0 &&
      typeof detail === 'string' &&
      detail !== '' &&
      (field === undefined || typeof field === 'string'),
    declared: isErrorCode(code) && ERRORS[code].status === response.statusCode,
    code,
  };
}

const refused = (code: ErrorCode) => ({ clientError: true, shape: true, declared: true, code });

describe('uploads refuse what they cannot take, and leave nothing behind', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let root: string;
  let uploadDir: string;
  let personaId: number;
  /** Every path the API opened for writing during the current upload. */
  let writes: string[] = [];
  const spies: jest.SpyInstance[] = [];
  let bomb: Buffer;

  beforeAll(async () => {
    // The API's data folder is this suite's own, listed before and after every upload; every
    // file the process opens for writing is recorded too, wherever it is.
    root = mkdtempSync(path.join(tmpdir(), 'lyceum-uploads-'));
    const record = (target: unknown) => {
      if (typeof target === 'string' || target instanceof URL)
        writes.push(path.resolve(String(target)));
    };
    spies.push(
      jest.spyOn(fs, 'createWriteStream').mockImplementation(((
        target: string,
        options?: object,
      ) => {
        record(target);
        return createWriteStream(target, options);
      }) as typeof fs.createWriteStream),
      jest.spyOn(fs.promises, 'writeFile').mockImplementation(((
        target: string,
        ...rest: never[]
      ) => {
        record(target);
        return writeFile(target, ...(rest as [never]));
      }) as typeof fs.promises.writeFile),
      jest.spyOn(fs.promises, 'open').mockImplementation(((
        target: string,
        flags?: string,
        ...rest: never[]
      ) => {
        if (flags !== undefined && flags !== 'r') record(target);
        return open(target, flags, ...(rest as []));
      }) as typeof fs.promises.open),
    );
    t = await buildTestApp({
      DATA_DIR: path.join(root, 'data'),
      SIGNUP_MODE: 'open',
      ADMIN_EMAILS: 'chief@lyceum.test',
      CHECKPOINT_MAX_SNAPSHOT_BYTES: String(SNAPSHOT_MAX),
      CHECKPOINT_MAX_DECOMPRESSED_BYTES: String(DECOMPRESSED_MAX),
    });
    uploadDir = t.config.checkpoints.uploadDir;
    await seedChat(t.app);
    admin = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
    const [seneca] = await t.app.db.query<{ id: number }>(
      "SELECT id FROM personas WHERE slug = 'seneca'",
    );
    personaId = seneca?.id ?? 0;
    bomb = await gzipBomb(BOMB_INFLATED);
  });
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The import job an upload started, once it has finished. */
  let lastJob: ImportJob | null = null;

  /**
   * Sends an upload and checks, once it is done with (an import job started by it finished),
   * that no file appeared anywhere under the suite's folder, that the upload folder holds
   * nothing (a file cut short by a refusal included) and that nothing was opened for writing
   * outside it.
   */
  async function send(method: InjectOptions['method'], url: string, body: Body) {
    const before = filesUnder(root);
    writes = [];
    const response = await t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    lastJob =
      response.statusCode === 202
        ? await waitForJob(response.json<{ job_id: string }>().job_id)
        : null;
    expect({ url, written: filesUnder(root) }).toEqual({ url, written: before });
    expect(filesUnder(uploadDir)).toEqual([]);
    const outside = writes.filter((target) => !target.startsWith(uploadDir + path.sep));
    expect({ url, outside }).toEqual({ url, outside: [] });
    return response;
  }

  const checkpointRoutes = ['validate-checkpoint', 'analyze-checkpoint', 'import-checkpoint'];

  describe.each(checkpointRoutes)('POST %s', (route) => {
    const url = `${BASE}/${route}`;
    const post = (body: Body) => send('POST', url, body);

    it('refuses a snapshot over its cap with 413, the part written so far removed', async () => {
      const big = Buffer.alloc(SNAPSHOT_MAX + 1, 7);
      const response = await post(multipart(checkpointParts({ ...validPair, snapshot: big })));
      expect([response.statusCode, refusalOf(response)]).toEqual([
        413,
        refused('vector_db.upload_too_large'),
      ]);
    });

    it('refuses a metadata file over its cap with 413', async () => {
      const response = await post(
        multipart(
          checkpointParts({
            snapshot: validPair.snapshot,
            metadata: ' '.repeat(CHECKPOINT_METADATA_MAX_BYTES + 1),
          }),
        ),
      );
      expect([response.statusCode, refusalOf(response)]).toEqual([
        413,
        refused('vector_db.upload_too_large'),
      ]);
    });

    it('refuses a third file', async () => {
      const parts = checkpointParts(validPair);
      const response = await post(multipart([...parts, parts[0]!]));
      expect(refusalOf(response)).toEqual(refused('vector_db.upload_too_large'));
    });

    it.each([
      ['cut in the middle', truncated],
      ['separated by another boundary', otherBoundary],
    ])('refuses a body %s as malformed', async (_label, damage) => {
      const response = await post(damage(multipart(checkpointParts(validPair))));
      expect(refusalOf(response)).toEqual(refused('request.malformed'));
    });

    it.each([
      ['multipart without a boundary', withType('multipart/form-data', 'x'), 'request.malformed'],
      ['JSON', withType('application/json'), 'request.malformed'],
      ['plain text', withType('text/plain', 'x'), 'request.unsupported_media_type'],
      [
        'a form',
        withType('application/x-www-form-urlencoded', 'a=1'),
        'request.unsupported_media_type',
      ],
      ['XML', withType('application/xml', '<a/>'), 'request.unsupported_media_type'],
    ] as const)('refuses %s', async (_label, body, code) => {
      expect(refusalOf(await post(body))).toEqual(refused(code));
    });

    const missingFile: Array<[string, UploadPart[]]> = [
      ['only text fields', [{ name: 'note', content: 'no files here' }]],
      [
        'a file part without a file name (read as a field)',
        [
          { name: 'snapshot_file', content: validPair.snapshot },
          { name: 'metadata_file', content: JSON.stringify(validPair.metadata) },
        ],
      ],
      ['only the snapshot', checkpointParts(validPair).slice(0, 1)],
    ];
    it.each(missingFile)('says both files are needed when it gets %s', async (_label, parts) => {
      const response = await post(multipart(parts));
      if (route === 'validate-checkpoint') {
        // The validation answers with its report.
        expect(response.statusCode).toBe(200);
        const report = response.json<CheckpointValidation>();
        expect([report.is_valid, report.errors.map((e) => e.code)]).toEqual([
          false,
          ['files_required'],
        ]);
      } else {
        expect(refusalOf(response)).toEqual(refused('vector_db.files_required'));
      }
    });

    it('names a decompression bomb as too large, and imports nothing', async () => {
      expect(bomb.length).toBeLessThan(SNAPSHOT_MAX);
      const metadata = signed(validPair.metadata, bomb);
      const collectionsBefore = await collections();
      const response = await post(multipart(checkpointParts({ snapshot: bomb, metadata })));
      if (route === 'validate-checkpoint') {
        expect(response.statusCode).toBe(200);
        const report = response.json<CheckpointValidation>();
        expect(report.is_valid).toBe(false);
        expect(report.errors.map((e) => e.code)).toContain('decompressed_too_large');
      } else if (route === 'analyze-checkpoint') {
        expect(refusalOf(response)).toEqual(refused('vector_db.checkpoint_invalid'));
      } else {
        // The import checks every line as it reads them: the job fails on the cap.
        expect([response.statusCode, lastJob?.status]).toEqual([202, 'failed']);
      }
      expect(await collections()).toEqual(collectionsBefore);
    });

    it.each([
      '../../../../etc/lyceum-escape.snapshot',
      '/tmp/lyceum-absolute.snapshot',
      '..\\..\\windows\\lyceum.snapshot',
      'nul\u0000byte.snapshot',
      '....//....//lyceum.snapshot',
    ])('never writes where the file name %j points', async (filename) => {
      const parts = checkpointParts(validPair);
      const response = await post(
        multipart([
          { ...parts[0]!, filename },
          { ...parts[1]!, filename: filename + '.json' },
        ]),
      );
      expect(response.statusCode).toBeLessThan(500);
      expect(existsSync('/etc/lyceum-escape.snapshot')).toBe(false);
      expect(existsSync('/tmp/lyceum-absolute.snapshot')).toBe(false);
      if (route === 'import-checkpoint') {
        // The name shown back is the file's last segment, never a path.
        expect(lastJob?.filename).not.toMatch(/[/\\]/);
        expect(lastJob?.filename).not.toContain('\u0000');
      }
    });
  });

  async function collections() {
    const response = await t.app.inject({ url: `${BASE}/collections`, headers: admin });
    return response.json<Collection[]>().map(({ name, ideas_count }) => ({ name, ideas_count }));
  }

  async function waitForJob(jobId: string): Promise<ImportJob> {
    for (let i = 0; i < 400; i += 1) {
      const job = (
        await t.app.inject({ url: `${BASE}/checkpoint-jobs/${jobId}`, headers: admin })
      ).json<ImportJob>();
      if (job.status !== 'processing') {
        // The job removes its files once it has finished with them.
        for (let j = 0; j < 40 && filesUnder(uploadDir).length > 0; j += 1) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return job;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job did not finish');
  }

  describe.each([
    ['POST', 'create'],
    ['PUT', 'update'],
  ] as const)('%s a persona (%s)', (method, _action) => {
    let serial = 0;
    const url = () =>
      method === 'POST' ? '/api/admin/personas' : `/api/admin/personas/${personaId}`;
    const fields = (): UploadPart[] => {
      serial += 1;
      return [
        { name: 'name', content: `${method === 'POST' ? 'New' : 'Seneca'} ${serial}` },
        { name: 'vector_database_key', content: 'seneca' },
        { name: 'short_description', content: 'A thinker.' },
        { name: 'tags', content: 'Stoicism' },
      ];
    };
    const profile = (content: Buffer | string, filename = 'profile.md'): UploadPart => ({
      name: 'profile_file',
      filename,
      content,
    });
    const submit = (body: Body) => send(method, url(), body);

    it('refuses a profile over its cap with 413', async () => {
      const response = await submit(
        multipart([...fields(), profile('a'.repeat(PROFILE_MAX_BYTES + 1))]),
      );
      expect([response.statusCode, refusalOf(response)]).toEqual([
        413,
        refused('personas.profile_too_large'),
      ]);
    });

    it('refuses two files', async () => {
      const response = await submit(multipart([...fields(), profile('# A'), profile('# B')]));
      expect(refusalOf(response)).toEqual(refused('request.malformed'));
    });

    it.each([
      ['cut in the middle', truncated],
      ['separated by another boundary', otherBoundary],
    ])('refuses a body %s as malformed', async (_label, damage) => {
      const response = await submit(damage(multipart([...fields(), profile('# Profile')])));
      expect(refusalOf(response)).toEqual(refused('request.malformed'));
    });

    it.each([
      ['multipart without a boundary', withType('multipart/form-data', 'x'), 'request.malformed'],
      ['JSON', withType('application/json'), 'request.malformed'],
      ['plain text', withType('text/plain', 'x'), 'request.unsupported_media_type'],
      [
        'a form',
        withType('application/x-www-form-urlencoded', 'a=1'),
        'request.unsupported_media_type',
      ],
    ] as const)('refuses %s', async (_label, body, code) => {
      expect(refusalOf(await submit(body))).toEqual(refused(code));
    });

    it('refuses a profile that is not UTF-8 text, or not a .md file', async () => {
      const binary = await submit(
        multipart([...fields(), profile(Buffer.from([0xff, 0xfe, 0x00, 0xc0]))]),
      );
      expect(refusalOf(binary)).toEqual(refused('personas.profile_invalid'));
      const exe = await submit(multipart([...fields(), profile('# Profile', 'profile.exe')]));
      expect(refusalOf(exe)).toEqual(refused('personas.profile_invalid'));
    });

    if (method === 'POST') {
      it.each([
        ['no file part', [] as UploadPart[]],
        ['a file part without a file name', [{ name: 'profile_file', content: '# Profile' }]],
      ])('asks for the profile when it gets %s', async (_label, extra) => {
        const response = await submit(multipart([...fields(), ...extra]));
        expect(refusalOf(response)).toEqual(refused('personas.profile_required'));
      });
    }

    it.each([
      '../../../../etc/lyceum-escape.md',
      '/tmp/lyceum-absolute.md',
      '..\\..\\lyceum.md',
      'nul\u0000byte.md',
    ])('keeps a profile named %j in the database only', async (filename) => {
      const response = await submit(multipart([...fields(), profile('# Profile', filename)]));
      expect(response.statusCode).toBeLessThan(500);
      expect(existsSync('/etc/lyceum-escape.md')).toBe(false);
      expect(existsSync('/tmp/lyceum-absolute.md')).toBe(false);
      if (response.statusCode >= 400) expect(refusalOf(response).shape).toBe(true);
    });
  });

  describe('POST /api/flashcards/import', () => {
    let learner: Record<string, string>;
    beforeAll(async () => {
      learner = bearer(await tokenFor(t.app, 'reader', 'reader@lyceum.test'));
    });
    const importing = (body: Body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/flashcards/import',
        payload: body.payload,
        headers: { ...body.headers, ...learner },
      });

    it('refuses a body over the API’s body cap with 413', async () => {
      const text = 'question;answer\n'.repeat(Math.ceil(t.config.bodyLimitBytes / 16) + 1);
      const response = await importing(withType('application/json', JSON.stringify({ text })));
      expect([response.statusCode, refusalOf(response)]).toEqual([
        413,
        refused('request.body_too_large'),
      ]);
    });

    it.each([
      ['a multipart upload', multipart([{ name: 'text', filename: 'cards.txt', content: 'a;b' }])],
      ['plain text', withType('text/plain', 'a;b')],
    ])('refuses %s: it reads JSON only', async (_label, body) => {
      expect(refusalOf(await importing(body))).toEqual(refused('request.unsupported_media_type'));
    });
  });
});
