import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helper';
import { startSilentServer, startSmtpSink, waitUntil } from './smtp-sink';
import { EMAIL_PATTERN } from '@lyceum/contracts';
import { cleanDisplayName } from '../src/modules/mail/addresses';
import {
  createMailer,
  MAIL_MAX_ATTEMPTS,
  retryDelaySeconds,
  type MailMessage,
} from '../src/modules/mail/mail-service';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

interface Delivery {
  status: string;
  attempts: number;
  error: string | null;
  /** Seconds from now to the next attempt; null when none is planned. */
  due_in: number | null;
}

const delivery = async (t: TestApp, where: string, params: unknown[]) => {
  const rows = await t.app.db.query<Delivery>(
    `SELECT status, attempts, error,
            extract(epoch FROM next_attempt_at - now())::float8 AS due_in
       FROM mail_messages WHERE ${where} ORDER BY id DESC LIMIT 1`,
    params,
  );
  return rows[0];
};

const makeDue = (t: TestApp, id: number) =>
  t.app.db.query('UPDATE mail_messages SET next_attempt_at = now() WHERE id = $1', [id]);

const note = (marker: string): MailMessage => ({
  kind: 'test_note',
  to: { address: 'reader@example.com' },
  subject: `Note ${marker}`,
  text: `Note ${marker}`,
  html: `<p>Note ${marker}</p>`,
});

const subscribe = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email, language: 'en' },
  });

describe('an SMTP server that accepts and never answers', () => {
  const WAIT_MS = 300;
  const SMTP_TIMEOUT_MS = 3000;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    silent = await startSilentServer();
    sink = await startSmtpSink();
    t = await buildTestApp({
      SMTP_URL: silent.url,
      SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
      MAIL_SEND_WAIT_MS: String(WAIT_MS),
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await silent.close();
    await sink.close();
  });

  it('holds a subscribe call no longer than the wait; the retry pass delivers it once', async () => {
    const started = Date.now();
    const response = await subscribe(t, 'patient@example.com');
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: 'created',
      message: 'Thank you! Please check your email to confirm your subscription.',
      email: 'patient@example.com',
    });
    // Answered after the wait, well before the SMTP timeout ends the attempt.
    expect(elapsed).toBeLessThan(SMTP_TIMEOUT_MS - 1000);

    // The attempt goes on behind the answer and ends with a timeout (the greeting's or the idle
    // socket's, both SMTP_TIMEOUT_MS: whichever fires first on a busy machine): kept for later.
    const state = () => delivery(t, 'recipient = $1', ['patient@example.com']);
    await waitUntil(async () => (await state())?.status === 'failed');
    const failed = await state();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.error).toMatch(/greeting|timeout/i);
    expect(failed?.due_in).toBeGreaterThan(retryDelaySeconds(1) - 10);

    // Not due yet: the retry pass leaves it alone.
    expect(await t.app.mailer.retryDue()).toBe(0);
    expect(sink.received).toHaveLength(0);

    silent.relayTo(sink.url);
    const [row] = await t.app.db.query<{ id: number }>(
      'SELECT id FROM mail_messages WHERE recipient = $1',
      ['patient@example.com'],
    );
    await makeDue(t, row!.id);
    expect(await t.app.mailer.retryDue()).toBe(1);
    expect(await t.app.mailer.retryDue()).toBe(0);
    expect(sink.received.map((m) => m.to)).toEqual([['patient@example.com']]);
    expect(sink.received[0]?.text).toMatch(/\/confirm\/[\w-]+/);
    expect(await state()).toMatchObject({ status: 'sent', attempts: 2, due_in: null });
  });
});

describe('mail delivery', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const receivedWith = (marker: string) =>
    sink.received.filter((m) => m.header('subject') === `Note ${marker}`).length;

  it('sends each message once when requests, retry passes and another replica race', async () => {
    const replica = createMailer(t.config, t.app.db, t.app.log);
    const markers = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    const ids: number[] = [];
    for (const marker of markers) ids.push(await t.app.mailer.store(note(marker)));
    for (const id of ids) await makeDue(t, id);

    await Promise.all([
      ...ids.map((id) => t.app.mailer.deliver(id)),
      t.app.mailer.retryDue(),
      replica.retryDue(),
      replica.retryDue(),
    ]);
    await waitUntil(async () => {
      const rows = await t.app.db.query(
        "SELECT 1 FROM mail_messages WHERE kind = 'test_note' AND status <> 'sent'",
      );
      return rows.length === 0;
    });
    await replica.close();
    expect(markers.map(receivedWith)).toEqual(markers.map(() => 1));
    const attempts = await t.app.db.query<{ attempts: number }>(
      "SELECT attempts FROM mail_messages WHERE kind = 'test_note'",
    );
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it('retries a message whose sender died holding it, once its claim has lapsed', async () => {
    const id = await t.app.mailer.store(note('lease'));
    await t.app.db.query(
      `UPDATE mail_messages SET status = 'sending', attempts = 1,
              locked_until = now() + interval '1 hour' WHERE id = $1`,
      [id],
    );
    // Still held: another process may be sending it right now.
    expect(await t.app.mailer.retryDue()).toBe(0);
    await t.app.db.query(
      "UPDATE mail_messages SET locked_until = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    expect(await t.app.mailer.retryDue()).toBe(1);
    expect(receivedWith('lease')).toBe(1);
    expect(await delivery(t, 'id = $1', [id])).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refuses a formatted address or a list where one address belongs', async () => {
    for (const to of [
      'Eve <eve@example.com>',
      'eve@example.com, mallory@example.com',
      'eve@example.com\r\nBcc: mallory@example.com',
    ]) {
      await expect(t.app.mailer.store({ ...note('bad'), to })).rejects.toThrow(/bare address/);
    }
    await expect(
      t.app.mailer.store({ ...note('bad'), replyTo: { address: 'a@b.example,c@d.example' } }),
    ).rejects.toThrow(/bare address/);
  });
});

describe('mail delivery when SMTP refuses', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: true });
    t = await buildTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('answers 502, keeps the message and retries it with a growing delay, then gives up', async () => {
    const response = await subscribe(t, 'refused@example.com');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      detail: 'Failed to send confirmation email. Please try again later.',
      code: 'newsletter.email_failed',
    });
    const state = () => delivery(t, 'recipient = $1', ['refused@example.com']);
    const [row] = await t.app.db.query<{ id: number }>(
      'SELECT id FROM mail_messages WHERE recipient = $1',
      ['refused@example.com'],
    );
    const id = row!.id;

    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts += 1) {
      const now = await state();
      expect(now).toMatchObject({ status: 'failed', attempts });
      expect(now?.due_in).toBeGreaterThan(retryDelaySeconds(attempts) - 10);
      expect(now?.due_in).toBeLessThanOrEqual(retryDelaySeconds(attempts));
      await makeDue(t, id);
      expect(await t.app.mailer.retryDue()).toBe(0);
    }
    expect(await state()).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      due_in: null,
    });
    await makeDue(t, id);
    expect(await t.app.mailer.retryDue()).toBe(0);
    expect(await state()).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS });
  });
});

describe('the retry pass inside the API process', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url, MAIL_RETRY_INTERVAL_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends stored messages that fall due, without being called', async () => {
    const id = await t.app.mailer.store(note('background'));
    await makeDue(t, id);
    await waitUntil(() => Promise.resolve(sink.received.length > 0));
    expect(sink.received.map((m) => m.header('subject'))).toEqual(['Note background']);
  });
});

describe('mail rules', () => {
  it('doubles the delay between attempts, from a minute up to two hours', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 10].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 480, 3840, 7200, 7200, 7200,
    ]);
  });

  it.each([
    ['Eve <attacker@evil.example>, Mallory', 'Eve attacker@evil.example Mallory'],
    ['Eve\r\nBcc: attacker@evil.example', 'Eve Bcc: attacker@evil.example'],
    ['"Mary" \\ Wollstonecraft\u0000\u2028', 'Mary Wollstonecraft'],
    ["Seán O'Brien", "Seán O'Brien"],
  ])('cleans the display name %j', (name, cleaned) => {
    expect(cleanDisplayName(name)).toBe(cleaned);
  });

  it('wants CONTACT_TO as one bare address', () => {
    expect(() => loadConfig({ APP_ENV: 'test', CONTACT_TO: 'Team <team@example.com>' })).toThrow(
      /CONTACT_TO must be one bare address/,
    );
    expect(loadConfig({ APP_ENV: 'test', CONTACT_TO: 'team@example.com' }).contactTo).toBe(
      'team@example.com',
    );
  });

  it.each(['mary@example.com', 'élise@exemple.fr', 'a.b+tag@sub.example.org'])(
    'takes %s as one address',
    (address) => expect(EMAIL_PATTERN.test(address)).toBe(true),
  );

  it.each(['Mary <mary@example.com>', 'a@b.example,c@d.example', 'a b@c.example', 'a@b', 'a"@b.c'])(
    'refuses %j as an address',
    (address) => expect(EMAIL_PATTERN.test(address)).toBe(false),
  );
});
