import { pgErrorCode, PgError } from '../src/db/database';
import { databaseError, DatabaseUnavailableError, QueryError } from '../src/db/errors';
import { buildTestApp, signUp, type TestApp } from './helper';

/** Everything a log line could show of an error: its own fields, message and stack. */
const asLogged = (error: unknown) => {
  const { message, stack } = error as Error;
  return JSON.stringify({ ...(error as object), message, stack });
};

describe('database errors', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { REDIS_URL: undefined, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await t.app.db.query('CREATE TABLE scratch (email text UNIQUE)');
  });
  afterAll(() => t.close());

  it('logs a failing sign-up with the SQLSTATE and the constraint, never the values it carried', async () => {
    // Every new account is refused by the database itself.
    await t.app.db.query('ALTER TABLE users ADD CONSTRAINT users_frozen CHECK (false) NOT VALID');
    try {
      lines.length = 0;
      const response = await signUp(t.app, {
        username: 'hidden_name',
        email: 'hidden.person@example.com',
        password: 'Secret-passphrase-42',
      });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toMatch(/"code":"23514"/);
      expect(log).toMatch(/users_frozen/);
      for (const secret of ['hidden_name', 'hidden.person', '$argon2', 'Secret-passphrase']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.app.db.query('ALTER TABLE users DROP CONSTRAINT users_frozen');
    }
  });

  it('keeps the code, constraint and table of a unique violation, and drops the row', async () => {
    await t.app.db.query('INSERT INTO scratch VALUES ($1)', ['taken@example.com']);
    for (const run of [
      () => t.app.db.query('INSERT INTO scratch VALUES ($1)', ['taken@example.com']),
      () =>
        t.app.db.transaction((tx) =>
          tx.query('INSERT INTO scratch VALUES ($1)', ['taken@example.com']),
        ),
    ]) {
      const error = await run().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(QueryError);
      expect(pgErrorCode(error)).toBe(PgError.uniqueViolation);
      expect(error).toMatchObject({ constraint: 'scratch_email_key', table: 'scratch' });
      expect(asLogged(error)).not.toContain('taken@example.com');
    }
  });

  it('removes a value the server quotes in its message', async () => {
    const error = await t.app.db
      .query('SELECT $1::int', ['tok_3b9c1f0e5d'])
      .catch((failure: unknown) => failure);
    expect(pgErrorCode(error)).toBe('22P02');
    expect((error as Error).message).toMatch(/invalid input syntax for type integer/);
    expect(asLogged(error)).not.toContain('tok_3b9c1f0e5d');
  });

  it('turns a database that cannot serve into a 503, and leaves other errors as they are', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseError(refused)).toMatchObject({ statusCode: 503, reason: 'refused' });
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    expect(databaseError(cancelled)).toMatchObject({ statusCode: 503, reason: 'timeout' });
    const password = Object.assign(new Error('password authentication failed for user "x"'), {
      code: '28P01',
    });
    expect(databaseError(password)).toBeInstanceOf(DatabaseUnavailableError);
    expect(databaseError(password)).toMatchObject({ reason: 'authentication' });
    expect(databaseError(new Error('syntax error at or near "SELEC"'))).toBeInstanceOf(QueryError);
  });
});
