import { errorDetail, type CheckpointValidation } from '@lyceum/contracts';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import {
  buildCheckpoint,
  checkpointParts,
  multipart,
  signed,
  snapshotIdea,
} from './checkpoint-files';
import { adminHeaders, buildTestApp, type TestApp } from './helper';

/** A gzip stream of `inflated` bytes of line ends: each one a line to read, none held inflated. */
async function lineBomb(inflated: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gzip, 'end');
  const lines = Buffer.alloc(1024 * 1024, '\n');
  for (let written = 0; written < inflated; written += lines.length) {
    if (!gzip.write(lines)) await once(gzip, 'drain');
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The time, in ms, to inflate `compressed` whole and throw it away: what a full read costs at least. */
async function inflateTime(compressed: Buffer): Promise<number> {
  const started = performance.now();
  const gunzip = createGunzip();
  gunzip.on('data', () => undefined);
  const ended = once(gunzip, 'end');
  gunzip.end(compressed);
  await ended;
  return performance.now() - started;
}

describe('checkpoints that try to exhaust the server', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let bomb: Buffer;
  const valid = buildCheckpoint([snapshotIdea('seneca', 'a')]);

  beforeAll(async () => {
    // The default caps: a 512 MiB upload that may decompress to 4 GiB.
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'chief@lyceum.test' });
    admin = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
    bomb = await lineBomb(1024 * 1024 * 1024);
  }, 120_000);
  afterAll(() => t.close());

  const validate = (snapshot: Buffer, metadata = valid.metadata) => {
    const body = multipart(checkpointParts({ snapshot, metadata: signed(metadata, snapshot) }));
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/vector-db/validate-checkpoint',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  // "As soon as it shows" is measured beside the least a full read would cost on this machine in
  // the same run (inflating the whole file, nothing parsed): the refusal takes less than that.
  it('refuses a small file that expands a thousandfold as soon as it shows', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const response = await validate(bomb);
    const took = performance.now() - started;
    expect(took).toBeLessThan(await inflateTime(bomb));
    const report = response.json<CheckpointValidation>();
    expect(report.is_valid).toBe(false);
    expect(report.errors.map((e) => e.code)).toContain('decompression_bomb');
    // Inflating a gigabyte, the reference, takes some 7 s alone and four times that beside the
    // other API suite on two busy cores.
  }, 120_000);

  it("checks one upload at a time for each admin, and says so to the admin's second", async () => {
    // Either may take the turn first: the other is refused.
    const answers = await Promise.all([validate(bomb), validate(valid.snapshot)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      detail: errorDetail('vector_db.check_busy'),
      code: 'vector_db.check_busy',
    });
    // Once the first is done, the admin's turn is free again.
    expect((await validate(valid.snapshot)).statusCode).toBe(200);
  });
});
