import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db';
import { createTokenService } from '../src/modules/users/tokens';
import { pgliteImage } from './pglite-image';
import { servers } from './servers';

export { servers };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the whole API on a fresh database: its own PGlite (from the migrated image), or its own
 * schema on the server.
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: Pick<BuildOptions, 'logStream' | 'embedder'> = {},
): Promise<TestApp> {
  const id = randomBytes(6).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lyceum-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: servers.databaseUrl,
    REDIS_URL: servers.redisUrl,
    REDIS_PREFIX: `lyceum-test-${id}:`,
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_ADDRESS_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    SIGNUP_LIMIT_PER_CLIENT: '100000',
    ...env,
  });

  let dropSchema = async () => {};
  let db;
  if (config.databaseUrl) {
    const schema = `test_${id}`;
    const admin = new pg.Client({ connectionString: config.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await openDatabase(config, { schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: config.databaseUrl ?? '' });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    db = await openDatabase(config, { pgliteImage: await pgliteImage() });
  }

  const app = await buildApp(config, { ...options, db, keepDbOpen: true });
  return {
    app,
    config,
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signUp(
  app: FastifyInstance,
  user: { username: string; email: string; password?: string; language?: 'en' | 'fr' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { password: 'correct-horse', ...user },
  });
}

export async function signIn(app: FastifyInstance, username: string, password = 'correct-horse') {
  return app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

export async function tokenFor(app: FastifyInstance, username: string, email: string) {
  await signUp(app, { username, email });
  const response = await signIn(app, username);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The bearer header of a new administrator: `email` must be one of the app's ADMIN_EMAILS; the
 * role comes with the verified address.
 */
export async function adminHeaders(app: FastifyInstance, username: string, email: string) {
  await signUp(app, { username, email });
  await verifyEmail(app, email);
  return bearer((await signIn(app, username)).json<{ access_token: string }>().access_token);
}

/**
 * The bearer header of an administrator of `app`, made in its database and signed with its
 * secret (apps built here may have no way to sign an administrator up).
 */
export async function adminBearer(app: FastifyInstance) {
  const [user] = await app.db.query<{ id: number; token_version: number }>(
    `INSERT INTO users (username, email, password_hash, role, email_verified_at)
     VALUES ($1, $2, 'x', 'admin', now()) RETURNING id, token_version`,
    [`admin_${randomBytes(4).toString('hex')}`, `${randomBytes(4).toString('hex')}@lyceum.test`],
  );
  const tokens = createTokenService(app.config.jwtSecret, 60);
  return { authorization: `Bearer ${tokens.issue(user!)}` };
}

/** The link of the newest verification e-mail sent to `email`. */
export async function verificationLink(app: FastifyInstance, email: string): Promise<string> {
  const rows = await app.db.query<{ text_body: string }>(
    `SELECT text_body FROM mail_messages
      WHERE kind = 'email_verification' AND lower(recipient) = lower($1)
      ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const link = /https?:\/\/\S+\/verify-email\/\S+/.exec(rows[0]?.text_body ?? '')?.[0];
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  return link;
}

/** The token of a verification link. */
export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

/** Follows the newest verification link sent to `email`, as its owner would. */
export async function verifyEmail(app: FastifyInstance, email: string) {
  const token = tokenOf(await verificationLink(app, email));
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token },
  });
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`);
  return response;
}

export interface StoredMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
}

/** Every stored e-mail of `kind` (to `email` when given), oldest first. */
export async function storedMails(
  app: FastifyInstance,
  kind: string,
  email?: string,
): Promise<StoredMail[]> {
  return app.db.query<StoredMail>(
    `SELECT id, kind, recipient, subject, text_body, html_body FROM mail_messages
      WHERE kind = $1 AND ($2::text IS NULL OR lower(recipient) = lower($2))
      ORDER BY id`,
    [kind, email ?? null],
  );
}

/** The link to `/<path>/<token>` in the newest e-mail of `kind` sent to `email`. */
export async function linkInMail(
  app: FastifyInstance,
  kind: string,
  email: string,
  path: string,
): Promise<string> {
  const mail = (await storedMails(app, kind, email)).pop();
  const link = new RegExp(`https?://\\S+/${path}/\\S+`).exec(mail?.text_body ?? '')?.[0];
  if (!link) throw new Error(`no ${kind} e-mail with a /${path}/ link to ${email}`);
  return link;
}

/** The id of the account with this username. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
