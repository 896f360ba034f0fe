import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

  it.each([
    [{ ...valid, name: ' ' }, 'name: This field is required'],
    [{ ...valid, email: '' }, 'email: This field is required'],
    [{ ...valid, email: 'mary' }, 'Please enter a valid email address'],
    [{ ...valid, subject: '' }, 'subject: This field is required'],
    [{ ...valid, message: '' }, 'message: This field is required'],
    [{ ...valid, subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    [{ ...valid, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %#: %s', async (payload, detail) => {
    const response = await send(payload, '10.9.1.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
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
