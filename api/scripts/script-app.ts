// What the scripts measure runs on: the whole API on the embedded database, or on DATABASE_URL's
// server in a schema of its own (dropped afterwards), with one signed-up user.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';

const PASSWORD = 'correct-horse';

/** Runs `schemaSql` on the server at `url`, outside any app. */
async function onServer(url: string, schemaSql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(schemaSql);
  await admin.end();
}

/**
 * The API with its database (limits lifted, warnings only in the log) and the user `username`,
 * signed up and signed in; `close()` ends both and drops the schema.
 */
export async function openScriptApp(username: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `script_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: `/tmp/lyceum-${username}`,
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    SIGNUP_MODE: 'open',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ADDRESS_MAX: '10000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    SIGNUP_LIMIT_PER_CLIENT: '1000000',
    LOG_LEVEL: 'warn',
  });
  if (databaseUrl) await onServer(databaseUrl, `CREATE SCHEMA ${schema}`);
  const db = await openDatabase(config, databaseUrl ? { schema } : {});
  const app = await buildApp(config, { db, keepDbOpen: true });
  const close = async () => {
    await app.close();
    await db.close();
    if (databaseUrl) await onServer(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
  };
  try {
    await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username, email: `${username}@lyceum.test`, password: PASSWORD },
    });
    const signin = await app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&password=${PASSWORD}`,
    });
    const token = signin.json<{ access_token: string }>().access_token;
    const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
      username,
    ]);
    if (!user) throw new Error(`the script's user ${username} was not created`);
    return { app, db, token, userId: user.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}
