import type { TestApp } from './helper';
import {
  bearer,
  buildTestApp,
  signIn,
  signUp,
  storedMails,
  tokenOf,
  userIdOf,
  verificationLink,
  verifyEmail,
} from './helper';

const UNVERIFIED = {
  detail: 'Please confirm your e-mail address first.',
  code: 'auth.email_unverified',
};
const INVALID_LINK = {
  detail: 'This confirmation link is invalid or has expired.',
  code: 'auth.verification_invalid',
};
const EMAIL_TAKEN = {
  detail: 'This email is already registered',
  code: 'auth.email_taken',
  field: 'email',
};
const RESENT = { message: 'If an account is waiting for confirmation, a new link is on its way.' };

const verify = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
const resend = (t: TestApp, login: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-email/resend',
    remoteAddress,
    payload: { login },
  });
const me = async (t: TestApp, login: string) => {
  const token = (await signIn(t.app, login)).json<{ access_token: string }>().access_token;
  return (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json<{
    role: string;
    email_verified: boolean;
  }>();
};

describe('an address grants nothing until it is proven', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      APP_ENV: 'test',
      SIGNUP_MODE: 'allowlist',
      ADMIN_EMAILS: 'boss@lyceum.example',
      SIGNUP_ALLOWLIST: 'invited@lyceum.example,@academy.example',
    });
  });
  afterAll(() => t.close());

  it('does not make whoever signs up with an admin address an admin', async () => {
    const created = await signUp(t.app, { username: 'impostor', email: 'BOSS@lyceum.example' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'standard', email_verified: false });
    // In allowlist mode an unproven account cannot even sign in, with the right password…
    const refused = await signIn(t.app, 'impostor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(UNVERIFIED);
    // …while a wrong password still says nothing about the account.
    const wrong = await signIn(t.app, 'impostor', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'Invalid email or password',
      code: 'auth.invalid_credentials',
    });
  });

  it('lets the owner of the address prove it, and only then grants the role', async () => {
    const link = await verificationLink(t.app, 'boss@lyceum.example');
    expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\/[\w-]{43}\?lang=en$/);
    const verified = await verify(t, tokenOf(link));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Your e-mail address is confirmed.',
      email: 'boss@lyceum.example',
    });
    expect(await me(t, 'impostor')).toMatchObject({ role: 'admin', email_verified: true });
    // Single use.
    const again = await verify(t, tokenOf(link));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('applies the allowlist to proven addresses only', async () => {
    expect(
      (await signUp(t.app, { username: 'student', email: 'ann@academy.example' })).statusCode,
    ).toBe(201);
    expect((await signIn(t.app, 'student')).json()).toEqual(UNVERIFIED);
    await verifyEmail(t.app, 'ann@academy.example');
    expect(await me(t, 'student')).toMatchObject({ role: 'standard', email_verified: true });
  });

  it('refuses expired and unknown links', async () => {
    await signUp(t.app, { username: 'late', email: 'invited@lyceum.example' });
    const link = await verificationLink(t.app, 'invited@lyceum.example');
    await t.app.db.query(
      "UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute'",
    );
    for (const token of [tokenOf(link), 'x'.repeat(43), 'short', '../../etc/passwd']) {
      const response = await verify(t, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(INVALID_LINK);
    }
  });

  it('resends a link that replaces the old one, in the language asked for', async () => {
    await signUp(t.app, { username: 'claire', email: 'claire@academy.example' });
    const first = await verificationLink(t.app, 'claire@academy.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/resend',
      payload: { login: 'claire', language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESENT);
    const second = await verificationLink(t.app, 'claire@academy.example');
    expect(second).not.toBe(first);
    expect(second).toMatch(/\?lang=fr$/);
    const [mail] = await t.app.db.query<{ subject: string }>(
      "SELECT subject FROM mail_messages WHERE kind = 'email_verification' ORDER BY id DESC LIMIT 1",
    );
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Lyceum');
    expect((await verify(t, tokenOf(first))).statusCode).toBe(404);
    expect((await verify(t, tokenOf(second))).statusCode).toBe(200);
  });

  it('answers a resend alike for unknown, proven and waiting accounts, and limits it', async () => {
    await signUp(t.app, { username: 'waiting', email: 'w@academy.example' });
    const count = async () =>
      (
        await t.app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_messages WHERE kind = 'email_verification'",
        )
      )[0]!.n;
    const before = await count();
    for (const login of ['nobody_at_all', 'boss@lyceum.example', 'waiting']) {
      const response = await resend(t, login, '10.0.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
    }
    expect(await count()).toBe(before + 1);
    // Three links an hour for one account, whatever the client…
    await resend(t, 'waiting', '10.0.0.2');
    await resend(t, 'waiting', '10.0.0.3');
    const fourth = await resend(t, 'waiting', '10.0.0.4');
    expect(fourth.statusCode).toBe(429);
    expect(await count()).toBe(before + 3);
    // …and ten requests an hour for one client.
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await resend(t, 'nobody', '10.0.0.9')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('frees the e-mail and username of an account left unproven for a week', async () => {
    await signUp(t.app, { username: 'squatter', email: 'invited2@academy.example' });
    const taken = await signUp(t.app, { username: 'owner', email: 'invited2@academy.example' });
    expect(taken.json()).toEqual(EMAIL_TAKEN);
    await t.app.db.query(
      "UPDATE users SET created_at = now() - interval '8 days' WHERE username = 'squatter'",
    );
    const owner = await signUp(t.app, { username: 'owner', email: 'invited2@academy.example' });
    expect(owner.statusCode).toBe(201);
    const name = await signUp(t.app, { username: 'squatter', email: 'other@academy.example' });
    expect(name.statusCode).toBe(201);
    // A proven account keeps its address however old it is.
    await t.app.db.query(
      "UPDATE users SET created_at = now() - interval '30 days' WHERE username = 'student'",
    );
    const proven = await signUp(t.app, { username: 'copycat', email: 'ann@academy.example' });
    expect(proven.json()).toEqual(EMAIL_TAKEN);
  });
});

describe('in open mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'boss@lyceum.example' });
  });
  afterAll(() => t.close());

  it('an unproven account signs in, without the role its address would grant', async () => {
    await signUp(t.app, { username: 'early', email: 'boss@lyceum.example' });
    expect(await me(t, 'early')).toMatchObject({ role: 'standard', email_verified: false });
  });
});

/** A sign-in with the form, from `remoteAddress`. */
const signInFrom = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signin',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });

describe('guessing one account’s password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
    await signUp(t.app, { username: 'target', email: 'target@example.com' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    signInFrom(t, username, password, remoteAddress);

  it.each([
    ['a known account', 'target'],
    ['an unknown account', 'ghost'],
  ])('is held back after ten failures from many addresses, for %s', async (_what, login) => {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await attempt(login, `guess-${i}-wrong`, `192.0.2.${i % 6}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const held = await attempt(login, 'correct-horse', '198.51.100.7');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      detail: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
  });

  it('lets the owner in from an address they signed in from, while strangers are held', async () => {
    await signUp(t.app, { username: 'owner', email: 'owner@example.com' });
    expect((await attempt('owner', 'correct-horse', '203.0.113.5')).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (await attempt('owner', `guess-${i}-wrong`, `192.0.2.${20 + (i % 6)}`)).statusCode,
      );
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
    // A stranger with the right password is held; the owner's address is not.
    expect((await attempt('owner', 'correct-horse', '198.51.100.8')).statusCode).toBe(429);
    expect((await attempt('owner', 'correct-horse', '203.0.113.5')).statusCode).toBe(200);
  });

  it('still holds back one address that guesses, even one the owner used', async () => {
    await signUp(t.app, { username: 'shared', email: 'shared@example.com' });
    expect((await attempt('shared', 'correct-horse', '203.0.113.9')).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await attempt('shared', `guess-${i}-wrong`, '203.0.113.9')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Guesses from an address the owner used hold back that address, not the account.
    expect((await attempt('shared', 'correct-horse', '198.51.100.9')).statusCode).toBe(200);
  });

  it('holds each time longer', async () => {
    const holds = await t.app.store.get('signin:account:1:hold');
    expect(holds).toBe('1');
    await t.app.store.del('signin:account:1:hold');
    for (let i = 0; i < 10; i += 1) await attempt('target', `again-${i}-wrong`, '192.0.2.50');
    expect(await t.app.store.get('signin:account:1:hold')).toBe('2');
  });
});

describe('telling the owner of failed sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    signInFrom(t, username, password, remoteAddress);
  const guesses = async (username: string, count: number, address: (i: number) => string) => {
    for (let i = 0; i < count; i += 1) await attempt(username, `guess-${i}-wrong`, address(i));
  };

  it('e-mails the owner once when guesses hold the account back, in their language', async () => {
    await signUp(t.app, { username: 'sophie', email: 'sophie@example.fr', language: 'fr' });
    await verifyEmail(t.app, 'sophie@example.fr');
    await guesses('sophie', 9, (i) => `192.0.2.${i}`);
    expect(await storedMails(t.app, 'sign_in_failures')).toEqual([]);
    await attempt('sophie', 'guess-9-wrong', '192.0.2.99');
    const [mail, ...more] = await storedMails(t.app, 'sign_in_failures', 'sophie@example.fr');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Échecs de connexion à votre compte Lyceum');
    expect(mail?.text_body).toContain('10 fois');
    expect(mail?.text_body).toContain('192.0.2.99');
    expect(mail?.text_body).toContain('pendant 15 minutes');

    // More guesses, from more addresses, while the owner knows already: no second e-mail.
    await guesses('sophie', 30, (i) => `198.51.100.${i % 3}`);
    expect(await storedMails(t.app, 'sign_in_failures', 'sophie@example.fr')).toHaveLength(1);

    // Once that warning is old and the account is held again, the owner hears of it again.
    await t.app.store.del(`signin:account:${await userIdOf(t.app, 'sophie')}:warned`);
    await t.app.store.del(`signin:account:${await userIdOf(t.app, 'sophie')}:hold`);
    await guesses('sophie', 10, (i) => `203.0.113.${i}`);
    const again = await storedMails(t.app, 'sign_in_failures', 'sophie@example.fr');
    expect(again).toHaveLength(2);
    expect(again[1]?.text_body).toContain('pendant 30 minutes');
  });

  it('writes in English to an English speaker, and to nobody for an unproven address or no account', async () => {
    await signUp(t.app, { username: 'ernest', email: 'ernest@example.com' });
    await verifyEmail(t.app, 'ernest@example.com');
    await signUp(t.app, { username: 'unproven', email: 'someone-else@example.com' });
    await guesses('ernest', 10, () => '192.0.2.200');
    await guesses('unproven', 10, (i) => `192.0.2.${100 + i}`);
    await guesses('nobody-here', 10, (i) => `192.0.2.${150 + i}`);
    const mails = await storedMails(t.app, 'sign_in_failures');
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'sophie@example.fr',
      'sophie@example.fr',
      'ernest@example.com',
    ]);
    expect(mails[2]?.subject).toBe('Failed sign-ins to your Lyceum account');
    expect(mails[2]?.text_body).toContain('10 times');
    expect(mails[2]?.text_body).toContain('for 15 minutes');
    // The owner still gets in from an address they used; the e-mail says so.
    expect(mails[2]?.text_body).toContain('signed in from before');
  });
});

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  it.each([
    ['password', 'auth.password_weak'],
    ['12345678', 'auth.password_weak'],
    ['        ', 'auth.password_weak'],
    ['azertyuiop', 'auth.password_weak'],
    ['Password1!', 'auth.password_weak'],
    ['plato_athens', 'auth.password_personal'],
    ['PLATO_ATHENS-2026', 'auth.password_personal'],
    ['the-academy-plato@athens.gr', 'auth.password_personal'],
    ['short', 'auth.password_too_short'],
    ['x7'.repeat(65), 'auth.password_too_long'],
  ])('refuses %j (%s)', async (password, code) => {
    const response = await signUp(t.app, {
      username: 'plato_athens',
      email: 'plato@athens.gr',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field: 'password' });
  });

  it('accepts a passphrase up to 128 characters', async () => {
    const response = await signUp(t.app, {
      username: 'plato_athens',
      email: 'plato@athens.gr',
      password: 'the cave, the sun and the divided line '.repeat(4).slice(0, 128),
    });
    expect(response.statusCode).toBe(201);
  });
});
