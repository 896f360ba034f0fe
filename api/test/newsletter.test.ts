import { buildTestApp, type TestApp } from './helper';
import { startSmtpSink } from './smtp-sink';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://\\S+/${kind}/([\\w-]+)(\\?lang=(en|fr))?`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return { token: match[1]!, lang: match[3] };
};

describe('newsletter', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      SMTP_URL: sink.url,
      PUBLIC_SITE_URL: 'https://lyceum.test',
      API_PUBLIC_URL: 'https://api.lyceum.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const subscribe = (email: string, language = 'en', ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, language },
      remoteAddress: ip,
    });
  const lastMailTo = (email: string) => {
    const mail = [...sink.received].reverse().find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  };

  it('walks a subscription through pending, confirmed, unsubscribed and back', async () => {
    const first = await subscribe('Reader@Example.com', 'fr');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'created',
      message: 'Thank you! Please check your email to confirm your subscription.',
      email: 'reader@example.com',
    });

    const mail = lastMailTo('reader@example.com');
    expect(mail.header('subject')).toContain('Lyceum');
    expect(mail.text).toContain('Bonjour');
    const { token, lang } = linkIn(mail.text, 'confirm');
    expect(lang).toBe('fr');
    expect(mail.text).toContain('https://lyceum.test/confirm/');

    // RFC 8058: one-click unsubscribe headers on every newsletter e-mail.
    const unsubscribeHeader = mail.header('list-unsubscribe');
    expect(unsubscribeHeader).toMatch(
      /^<https:\/\/api\.lyceum\.test\/api\/newsletter\/unsubscribe\/[\w-]+>$/,
    );
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const resent = await subscribe('reader@example.com', 'fr');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      outcome: 'resent',
      message: 'Confirmation email resent. Please check your inbox.',
      email: 'reader@example.com',
    });

    const confirmed = await t.app.inject({ url: `/api/newsletter/confirm/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      data: { email: 'reader@example.com' },
    });
    const again = await t.app.inject({ url: `/api/newsletter/confirm/${token}` });
    expect(again.json()).toMatchObject({
      status: 'already_confirmed',
      data: { email: 'reader@example.com' },
    });

    const already = await subscribe('reader@example.com');
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({
      detail: 'This email is already subscribed.',
      code: 'newsletter.already_subscribed',
    });

    // The page's unsubscribe flow, with a reason.
    const unsubscribe = linkIn(lastMailTo('reader@example.com').text, 'unsubscribe').token;
    const info = await t.app.inject({ url: `/api/newsletter/unsubscribe/${unsubscribe}` });
    expect(info.json()).toEqual({
      data: { email: 'reader@example.com', already_unsubscribed: false },
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribe}`,
      payload: { reason: 'other', feedback: 'I read too slowly' },
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.app.db.query<{
      status: string;
      unsubscribe_reason: string;
      unsubscribe_feedback: string;
    }>(
      "SELECT status, unsubscribe_reason, unsubscribe_feedback FROM newsletter_subscribers WHERE email = 'reader@example.com'",
    );
    expect(row).toEqual({
      status: 'unsubscribed',
      unsubscribe_reason: 'other',
      unsubscribe_feedback: 'I read too slowly',
    });
    const after = await t.app.inject({ url: `/api/newsletter/unsubscribe/${unsubscribe}` });
    expect(after.json()).toEqual({
      data: { email: 'reader@example.com', already_unsubscribed: true },
    });

    // An old confirmation link does not resurrect the subscription.
    expect((await t.app.inject({ url: `/api/newsletter/confirm/${token}` })).statusCode).toBe(404);

    const back = await subscribe('reader@example.com', 'en');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      outcome: 'welcome_back',
      message: 'Welcome back! Please check your email to confirm your subscription.',
      email: 'reader@example.com',
    });
    expect(lastMailTo('reader@example.com').text).toContain('Hello');
  });

  it('unsubscribes in one click, with no body or the RFC 8058 form body', async () => {
    await subscribe('oneclick@example.com');
    const header = lastMailTo('oneclick@example.com').header('list-unsubscribe')!;
    const path = new URL(header.slice(1, -1)).pathname;

    const formPost = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(formPost.statusCode).toBe(200);
    const empty = await t.app.inject({ method: 'POST', url: path });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ data: { already_unsubscribed: true } });
  });

  it('refuses invalid and expired links with 404 and a detail', async () => {
    for (const url of [
      '/api/newsletter/confirm/not-a-real-token-at-all-123',
      '/api/newsletter/unsubscribe/nope',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('code');
    }
    await subscribe('late@example.com');
    const { token } = linkIn(lastMailTo('late@example.com').text, 'confirm');
    await t.app.db.query(
      "UPDATE newsletter_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'confirm'",
    );
    const expired = await t.app.inject({ url: `/api/newsletter/confirm/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      detail: 'Invalid or expired confirmation link',
      code: 'newsletter.confirmation_invalid',
    });
  });

  it('stores tokens hashed, never as sent', async () => {
    await subscribe('hashed@example.com');
    const { token } = linkIn(lastMailTo('hashed@example.com').text, 'confirm');
    const rows = await t.app.db.query('SELECT 1 FROM newsletter_tokens WHERE token_hash = $1', [
      token,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('validates the address', async () => {
    const missing = await subscribe('   ');
    expect(missing.statusCode).toBe(400);
    const invalid = await subscribe('not-an-address');
    expect(missing.json()).toEqual({
      detail: 'email: This field is required',
      code: 'validation.required',
      field: 'email',
    });
    expect(invalid.json()).toEqual({
      detail: 'Please enter a valid email address',
      code: 'validation.invalid_email',
      field: 'email',
    });
    const language = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'x@example.com', language: 'de' },
    });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ code: 'validation.not_allowed', field: 'language' });
  });

  it('refuses the sixth subscription of one address in an hour, not the others of its client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await subscribe('eager@example.com', 'en', '10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await subscribe('eager@example.com', 'en', '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Too many subscription attempts. Please try again later.',
      code: 'newsletter.too_many_attempts',
    });
    // The same client goes on with another address.
    expect((await subscribe('patient@example.com', 'en', '10.1.0.1')).statusCode).toBe(200);
  });
});

describe('newsletter limits from the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NEWSLETTER_LIMIT_PER_ADDRESS: '2', NEWSLETTER_LIMIT_PER_CLIENT: '4' });
  });
  afterAll(() => t.close());

  const subscribe = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email, language: 'en' },
      remoteAddress: ip,
    });

  it('reads both limits', () => {
    expect(t.config).toMatchObject({ newsletterLimitPerAddress: 2, newsletterLimitPerClient: 4 });
  });

  it('holds one address to its limit, whatever the clients', async () => {
    const statuses = [];
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3'])
      statuses.push((await subscribe('one@example.com', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('holds one client to its limit, whatever the addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await subscribe(`many${i}@example.com`, '10.4.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await subscribe('many9@example.com', '10.4.0.1');
    expect(refused.json()).toMatchObject({ code: 'newsletter.too_many_attempts' });
    // Another client is not held back by it.
    expect((await subscribe('many9@example.com', '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('newsletter when SMTP refuses', () => {
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

  it('reports the failure and keeps the subscription and the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'kept@example.com', language: 'en' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail: 'Failed to send confirmation email. Please try again later.',
      code: 'newsletter.email_failed',
    });
    const subscribers = await t.app.db.query(
      "SELECT status FROM newsletter_subscribers WHERE email = 'kept@example.com'",
    );
    expect(subscribers).toEqual([{ status: 'pending' }]);
    const mails = await t.app.db.query<{ status: string; error: string; attempts: number }>(
      `SELECT status, error, attempts, next_attempt_at > now() AS retried
         FROM mail_messages WHERE recipient = 'kept@example.com'`,
    );
    // Kept for the retry pass, which sends it once SMTP takes it.
    expect(mails).toEqual([
      {
        status: 'failed',
        error: expect.stringContaining('Mailbox unavailable') as string,
        attempts: 1,
        retried: true,
      },
    ]);

    // Asking again while SMTP still refuses reports the failure again.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'kept@example.com', language: 'en' },
    });
    expect(retry.statusCode).toBe(502);
  });
});
