import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helper';
import { startSmtpSink } from './smtp-sink';

/** The API on a test database, its log at info level captured line by line. */
async function buildLoggedApp(env: Record<string, string>) {
  const t = await buildTestApp(env);
  const lines: string[] = [];
  const app = await buildApp(
    { ...t.config, logLevel: 'info' },
    { db: t.app.db, keepDbOpen: true, logStream: { write: (line) => void lines.push(line) } },
  );
  return { t, app, log: () => lines.join('') };
}

const subscribe = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email, language: 'en' },
  });

/** The confirmation and unsubscribe tokens of the newest e-mail to `email`. */
async function tokensSentTo(t: TestApp, email: string) {
  const [row] = await t.app.db.query<{ text_body: string }>(
    'SELECT text_body FROM mail_messages WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const tokens = [...(row?.text_body ?? '').matchAll(/\/(?:confirm|unsubscribe)\/([\w-]{20,})/g)];
  return tokens.map((match) => match[1]!);
}

describe.each([
  ['production', { APP_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64url') }],
  ['test', { APP_ENV: 'test' }],
])('the outbox log under APP_ENV=%s', (_mode, env) => {
  let built: Awaited<ReturnType<typeof buildLoggedApp>>;
  beforeAll(async () => {
    built = await buildLoggedApp(env);
  });
  afterAll(async () => {
    await built.app.close();
    await built.t.close();
  });

  it('names the message, never its links or its recipient', async () => {
    const response = await subscribe(built.app, 'quiet@example.com');
    expect(response.statusCode).toBe(200);
    const tokens = await tokensSentTo(built.t, 'quiet@example.com');
    expect(tokens).toHaveLength(2);

    const log = built.log();
    expect(log).toContain('e-mail written to the outbox');
    expect(log).toContain('"kind":"newsletter_confirmation"');
    expect(log).toMatch(/"mailId":\d+/);
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toContain('quiet@example.com');
  });
});

describe('the outbox log under APP_ENV=development', () => {
  let built: Awaited<ReturnType<typeof buildLoggedApp>>;
  beforeAll(async () => {
    built = await buildLoggedApp({ APP_ENV: 'development' });
  });
  afterAll(async () => {
    await built.app.close();
    await built.t.close();
  });

  it('lists the links, so a developer can follow them, but not the recipient', async () => {
    expect((await subscribe(built.app, 'dev@example.com')).statusCode).toBe(200);
    const log = built.log();
    for (const token of await tokensSentTo(built.t, 'dev@example.com')) {
      expect(log).toContain(token);
    }
    expect(log).not.toContain('dev@example.com');
  });
});

describe('the log of a refused e-mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let built: Awaited<ReturnType<typeof buildLoggedApp>>;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: true });
    built = await buildLoggedApp({ APP_ENV: 'test', SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await built.app.close();
    await built.t.close();
    await sink.close();
  });

  it('says which message failed and why, without the address the server quoted', async () => {
    expect((await subscribe(built.app, 'bounced@example.com')).statusCode).toBe(502);
    const [row] = await built.t.app.db.query<{ error: string }>(
      'SELECT error FROM mail_messages WHERE recipient = $1',
      ['bounced@example.com'],
    );
    // The server's reply names the recipient: the log must not repeat it.
    expect(row?.error).toContain('bounced@example.com');
    const log = built.log();
    expect(log).toContain('e-mail delivery failed; will retry');
    expect(log).toContain('Mailbox unavailable');
    expect(log).not.toContain('bounced@example.com');
  });
});
