import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorDetail } from '@lyceum/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import { buildTestApp, type TestApp } from './helper';
import { startSmtpSink } from './smtp-sink';

const valid = {
  name: 'Mary Wollstonecraft',
  email: 'mary@example.com',
  subject: 'A vindication',
  message: 'Could the persona of Rousseau answer my objections?\n\nThank you.',
  language: 'fr',
};

describe('contact', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url, CONTACT_TO: 'team@lyceum.test' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const send = (payload: object, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact/send', payload, remoteAddress: ip });

  it('stores the message, sends it to the team and a copy to the sender', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const stored = await t.app.db.query(
      'SELECT name, email, subject, language FROM contact_messages',
    );
    expect(stored).toEqual([
      { name: valid.name, email: valid.email, subject: valid.subject, language: 'fr' },
    ]);

    const team = sink.received.find((m) => m.to.includes('team@lyceum.test'));
    expect(team?.header('reply-to')).toContain('mary@example.com');
    expect(team?.text).toContain('Could the persona of Rousseau');
    const copy = sink.received.find((m) => m.to.includes('mary@example.com'));
    expect(copy?.text).toContain('24 à 48 heures');
    expect(copy?.text).toContain('Could the persona of Rousseau');
  });

  it('names only the sender in Reply-To, with a cleaned name, and mails no one else', async () => {
    const before = sink.received.length;
    const response = await send(
      { ...valid, name: 'Eve <attacker@evil.example>, Mallory', email: 'eve@example.com' },
      '10.9.4.1',
    );
    expect(response.statusCode).toBe(200);
    const mails = sink.received.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([['eve@example.com'], ['team@lyceum.test']]);
    const team = mails.find((m) => m.to.includes('team@lyceum.test'));
    expect(addressparser(team?.header('reply-to') ?? '')).toEqual([
      { name: 'Eve attacker@evil.example Mallory', address: 'eve@example.com' },
    ]);
    const copy = mails.find((m) => m.to.includes('eve@example.com'));
    expect(addressparser(copy?.header('to') ?? '')).toEqual([
      { name: '', address: 'eve@example.com' },
    ]);

    const [stored] = await t.app.db.query(
      "SELECT reply_to, reply_to_name FROM mail_messages WHERE kind = 'contact_team' ORDER BY id DESC LIMIT 1",
    );
    expect(stored).toEqual({
      reply_to: 'eve@example.com',
      reply_to_name: 'Eve attacker@evil.example Mallory',
    });
  });

  it('sends the sender at most two copies a day; the team still gets every message', async () => {
    const email = 'copied@example.com';
    const before = sink.received.length;
    for (const ip of ['10.9.5.1', '10.9.5.2', '10.9.5.3']) {
      expect((await send({ ...valid, email }, ip)).statusCode).toBe(200);
    }
    const mails = sink.received.slice(before);
    expect(mails.filter((m) => m.to.includes('team@lyceum.test'))).toHaveLength(3);
    expect(mails.filter((m) => m.to.includes(email))).toHaveLength(2);
    const copies = await t.app.db.query(
      "SELECT 1 FROM mail_messages WHERE kind = 'contact_copy' AND recipient = $1",
      [email],
    );
    expect(copies).toHaveLength(2);
  });

  it.each([
    [{ ...valid, name: ' ' }, 'validation.required', 'name', 'name: This field is required'],
    [{ ...valid, name: '<>' }, 'validation.required', 'name', 'name: This field is required'],
    [
      { ...valid, name: 'n'.repeat(201) },
      'validation.too_long',
      'name',
      'name: This value is too long',
    ],
    [
      { ...valid, email: 'Mary <mary@example.com>' },
      'validation.invalid_email',
      'email',
      'Please enter a valid email address',
    ],
    [
      { ...valid, email: 'mary@example.com,eve@example.com' },
      'validation.invalid_email',
      'email',
      'Please enter a valid email address',
    ],
    [{ ...valid, email: '' }, 'validation.required', 'email', 'email: This field is required'],
    [
      { ...valid, email: 'mary' },
      'validation.invalid_email',
      'email',
      'Please enter a valid email address',
    ],
    [
      { ...valid, subject: '' },
      'validation.required',
      'subject',
      'subject: This field is required',
    ],
    [
      { ...valid, message: '' },
      'validation.required',
      'message',
      'message: This field is required',
    ],
    [
      { ...valid, subject: 's'.repeat(201) },
      'contact.subject_too_long',
      'subject',
      'Subject must be at most 200 characters',
    ],
    [
      { ...valid, message: 'm'.repeat(5001) },
      'contact.message_too_long',
      'message',
      'Message must be at most 5000 characters',
    ],
  ] as const)('refuses %#: %s on %s', async (payload, code, field, detail) => {
    const response = await send(payload, '10.9.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code, field });
    expect(errorDetail(code, field)).toBe(detail);
  });

  it('accepts the limits exactly', async () => {
    const response = await send(
      { ...valid, subject: 's'.repeat(200), message: 'm'.repeat(5000) },
      '10.9.2.1',
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers 429 when one client writes too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(valid, '10.9.3.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(valid, '10.9.3.1')).json()).toEqual({
      detail: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
  });
});

describe('contact without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes both e-mails to the local outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: valid,
    });
    expect(response.statusCode).toBe(200);
    const files = readdirSync(t.config.outboxDir);
    expect(files).toHaveLength(2);
    const copy = readFileSync(
      path.join(
        t.config.outboxDir,
        files.find((f) => f.includes('copy'))!,
      ),
      'utf8',
    );
    expect(copy).toMatch(/^To: mary@example\.com$/m);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({
      services: { external: { email: { status: 'not_configured' } } },
    });
  });
});
