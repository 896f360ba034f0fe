import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { verifyPassword } from '../src/modules/users/passwords';
import { DEMO_ACCOUNTS } from '../src/seed';

// The command line always works on the embedded database here: it opens and closes its own.
describe('command line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lyceum-cli-'));
  const env = { APP_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Each command opens the embedded database from disk, and the seed imports the demo checkpoint.
  it('seeds the demo accounts and collections once, then promotes and demotes an admin', async () => {
    const lines: string[] = [];
    expect(await runCli(['seed'], env, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/learner \/ learner-demo-2026 {2}\(created\)/);
    expect(lines.join('\n')).toMatch(/demo idea collections: \d+ ideas imported/);
    lines.length = 0;
    expect(await runCli(['seed'], env, (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).not.toContain('(created)');
    expect(lines.join('\n')).toContain('demo idea collections: already present');

    expect(await runCli(['promote-admin', 'learner@lyceum.local'], env, () => {})).toBe(0);
    const db = await openDatabase(loadConfig(env));
    try {
      const rows = await db.query<{ username: string; role: string }>(
        'SELECT username, role FROM users ORDER BY username',
      );
      expect(rows).toEqual([
        { username: 'admin', role: 'admin' },
        { username: 'learner', role: 'admin' },
      ]);
    } finally {
      await db.close();
    }
    expect(await runCli(['demote-admin', 'learner'], env, () => {})).toBe(0);
  }, 180_000);

  it('exports a collection to a checkpoint pair and imports it back, replacing on request', async () => {
    const base = path.join(dir, 'exported');
    const lines: string[] = [];
    expect(await runCli(['export-checkpoint', base, 'seneca'], env, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^Wrote .*exported\.snapshot and .*exported\.json \(\d+ ideas\)\.$/);
    const metadata = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as {
      collections: Array<{ name: string; books: unknown[] }>;
    };
    expect(metadata.collections.map((c) => c.name)).toEqual(['seneca']);

    lines.length = 0;
    expect(await runCli(['import-checkpoint', base], env, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toContain('"books_skipped":' + String(metadata.collections[0]?.books.length));
    lines.length = 0;
    expect(await runCli(['import-checkpoint', base, '--replace'], env, (l) => lines.push(l))).toBe(
      0,
    );
    expect(lines[0]).toContain('"books_replaced":' + String(metadata.collections[0]?.books.length));
    const errors: string[] = [];
    expect(
      await runCli(
        ['import-checkpoint'],
        env,
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(2);
  }, 180_000);

  it('seeds no account with a known password in production', async () => {
    const prodDir = mkdtempSync(path.join(tmpdir(), 'lyceum-cli-prod-'));
    const prod = {
      APP_ENV: 'production',
      DATA_DIR: prodDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      EMBEDDINGS_PROVIDER: 'none',
    };
    const users = async () => {
      const db = await openDatabase(loadConfig(prod));
      try {
        return await db.query<{ username: string; password_hash: string }>(
          'SELECT username, password_hash FROM users ORDER BY username',
        );
      } finally {
        await db.close();
      }
    };
    try {
      const lines: string[] = [];
      expect(await runCli(['seed'], prod, (line) => lines.push(line))).toBe(0);
      expect(await users()).toEqual([]);
      expect(lines.join('\n')).toContain('demo personas');

      lines.length = 0;
      expect(await runCli(['seed', '--demo-accounts'], prod, (line) => lines.push(line))).toBe(0);
      const printed = new Map(
        [...lines.join('\n').matchAll(/^ +\w+ +(\w+) \/ (\S+) {2}\(created\)$/gm)].map(
          ([, username, password]) => [username!, password!],
        ),
      );
      expect([...printed.keys()].sort()).toEqual(['admin', 'learner']);
      for (const [username, password] of printed) {
        expect(DEMO_ACCOUNTS.map((account) => account.password)).not.toContain(password);
        const row = (await users()).find((user) => user.username === username)!;
        expect(await verifyPassword(row.password_hash, password)).toBe(true);
      }
      // Shown once: a second seed leaves them and does not print them again.
      lines.length = 0;
      expect(await runCli(['seed', '--demo-accounts'], prod, (line) => lines.push(line))).toBe(0);
      for (const password of printed.values()) expect(lines.join('\n')).not.toContain(password);
    } finally {
      rmSync(prodDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('writes the OpenAPI document without starting a server', async () => {
    const file = path.join(dir, 'docs', 'openapi.json');
    const code = await runCli(['openapi', file], {
      ...env,
      API_PUBLIC_URL: 'https://api.lyceum.test',
    });
    expect(code).toBe(0);
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      openapi: string;
      servers: unknown;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://api.lyceum.test' }]);
    expect(Object.keys(document.paths)).toContain('/api/admin/dashboard');
  });

  it('explains its usage and unknown users', async () => {
    const errors: string[] = [];
    expect(
      await runCli(
        [],
        env,
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(2);
    expect(errors[0]).toMatch(/^Usage:/);
    expect(
      await runCli(
        ['promote-admin', 'nobody'],
        env,
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(1);
    expect(errors.at(-1)).toBe('No user "nobody".');
  });
});

describe('embedded database folder', () => {
  // Creating a database on disk (not from the tests' image) takes seconds of a core, more on a
  // busy machine, and this test opens one twice.
  it('refuses a second process while the first holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lyceum-lock-'));
    try {
      const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dir });
      const db = await openDatabase(config);
      // The parent of this test process stands in for another process holding the folder.
      writeFileSync(path.join(config.pgliteDataDir, 'lyceum.pid'), String(process.ppid));
      await expect(openDatabase(config)).rejects.toThrow(/is in use by process/);
      writeFileSync(path.join(config.pgliteDataDir, 'lyceum.pid'), String(process.pid));
      await db.close();
      // Closed: the folder is free again.
      const again = await openDatabase(config);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
