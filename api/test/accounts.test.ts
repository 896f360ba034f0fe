import { errorDetail } from '@lyceum/contracts';
import { createSigner } from 'fast-jwt';
import { createUsersRepository } from '../src/modules/users/users-repository';
import type { TestApp } from './helper';
import { bearer, buildTestApp, signIn, signUp, tokenFor, verifyEmail } from './helper';

const INVALID_CREDENTIALS = {
  detail: 'Invalid email or password',
  code: 'auth.invalid_credentials',
};

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: 'Boss@Lyceum.test', SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  it('signs up, signs in, reads the profile and changes the language', async () => {
    const created = await signUp(t.app, {
      username: 'ada_l',
      email: 'Ada@Example.com',
      password: 'analytical-engine',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'ada_l',
      email: 'ada@example.com',
      role: 'standard',
      is_superuser: false,
      is_active: true,
      preferred_language: 'en',
      email_verified: false,
    });
    expect(created.json()).not.toHaveProperty('password_hash');

    // By e-mail, in any case, and by username.
    const byEmail = await signIn(t.app, 'ADA@example.com', 'analytical-engine');
    expect(byEmail.statusCode).toBe(200);
    const { access_token, token_type } = byEmail.json<{
      access_token: string;
      token_type: string;
    }>();
    expect(token_type).toBe('bearer');
    expect((await signIn(t.app, 'ada_l', 'analytical-engine')).statusCode).toBe(200);

    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'ada_l', email: 'ada@example.com' });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/language',
      headers: bearer(access_token),
      payload: { preferred_language: 'fr' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ preferred_language: 'fr' });
    const again = await t.app.inject({ url: '/api/users/me', headers: bearer(access_token) });
    expect(again.json()).toMatchObject({ preferred_language: 'fr' });

    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/language',
      headers: bearer(access_token),
      payload: { preferred_language: 'de' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'preferred_language: This value is not one of the allowed values',
      code: 'validation.not_allowed',
      field: 'preferred_language',
    });
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: 'password1' }, 'validation.required', 'username'],
    [
      { username: 'ab', email: 'a@b.co', password: 'password1' },
      'auth.username_too_short',
      'username',
    ],
    [
      { username: 'u'.repeat(51), email: 'a@b.co', password: 'password1' },
      'auth.username_too_long',
      'username',
    ],
    [
      { username: 'bad name!', email: 'a@b.co', password: 'password1' },
      'auth.username_characters',
      'username',
    ],
    [{ username: 'valid_1', email: '', password: 'password1' }, 'validation.required', 'email'],
    [
      { username: 'valid_1', email: 'not-an-email', password: 'password1' },
      'validation.invalid_email',
      'email',
    ],
    [
      { username: 'valid_1', email: 'a,b@example.com', password: 'password1' },
      'validation.invalid_email',
      'email',
    ],
    [
      { username: 'valid_1', email: 'Eve <eve@example.com>', password: 'password1' },
      'validation.invalid_email',
      'email',
    ],
    [
      { username: 'valid_1', email: `${'a'.repeat(250)}@b.co`, password: 'password1' },
      'validation.too_long',
      'email',
    ],
    [{ username: 'valid_1', email: 'a@b.co', password: '' }, 'validation.required', 'password'],
    [
      { username: 'valid_1', email: 'a@b.co', password: 'short' },
      'auth.password_too_short',
      'password',
    ],
    [{ email: 'a@b.co', password: 'password1' }, 'validation.required', 'username'],
    [{ username: 'valid_1', password: 'password1' }, 'validation.required', 'email'],
    [
      { username: 'valid_1', email: 'a@b.co', password: 'password1', bio: 'b'.repeat(2001) },
      'validation.too_long',
      'bio',
    ],
  ] as const)('refuses sign-up %j with %s on %s', async (payload, code, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: errorDetail(code, field), code, field });
  });

  it('keeps the English texts of the sign-up refusals', async () => {
    const refusal = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/signup', payload })).json<{
        detail: string;
      }>().detail;
    const valid = { username: 'valid_1', email: 'a@b.co', password: 'password1' };
    expect(await refusal({ ...valid, username: '' })).toBe('username: This field is required');
    expect(await refusal({ ...valid, username: 'ab' })).toBe(
      'Username must be at least 3 characters',
    );
    expect(await refusal({ ...valid, username: 'bad name!' })).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
    expect(await refusal({ ...valid, email: 'not-an-email' })).toBe(
      'Please enter a valid email address',
    );
    expect(await refusal({ ...valid, password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('refuses a duplicate e-mail or username, whatever the case', async () => {
    expect(
      (await signUp(t.app, { username: 'socrates', email: 'socrates@athens.gr' })).statusCode,
    ).toBe(201);
    const email = await signUp(t.app, { username: 'other', email: 'SOCRATES@athens.gr' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      detail: 'This email is already registered',
      code: 'auth.email_taken',
      field: 'email',
    });
    const username = await signUp(t.app, { username: 'Socrates', email: 'plato@athens.gr' });
    expect(username.statusCode).toBe(400);
    expect(username.json()).toEqual({
      detail: 'This username is already taken',
      code: 'auth.username_taken',
      field: 'username',
    });
  });

  it('gives the admin role to the addresses in ADMIN_EMAILS once they are proven', async () => {
    const created = await signUp(t.app, { username: 'boss', email: 'boss@lyceum.test' });
    expect(created.json()).toMatchObject({ role: 'standard', email_verified: false });
    await verifyEmail(t.app, 'boss@lyceum.test');
    const token = (await signIn(t.app, 'boss')).json<{ access_token: string }>().access_token;
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'admin', is_superuser: true, email_verified: true });
  });

  it('answers every sign-in failure alike, so accounts cannot be enumerated', async () => {
    await signUp(t.app, { username: 'hypatia', email: 'hypatia@alexandria.eg' });
    const unknown = await signIn(t.app, 'nobody_here', 'whatever-pass');
    const wrongPassword = await signIn(t.app, 'hypatia', 'wrong-password');
    const empty = await signIn(t.app, '', '');
    for (const response of [unknown, wrongPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
    expect(empty.statusCode).toBe(401);
    expect(empty.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('refuses a disabled user at sign-in and with a token issued before', async () => {
    const token = await tokenFor(t.app, 'diogenes', 'diogenes@sinope.gr');
    const user = await createUsersRepository(t.app.db).findByLogin('diogenes');
    await createUsersRepository(t.app.db).setActive(user!.id, false);
    const signin = await signIn(t.app, 'diogenes');
    expect(signin.statusCode).toBe(401);
    expect(signin.json()).toEqual(INVALID_CREDENTIALS);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      detail: 'Could not validate credentials',
      code: 'auth.session_invalid',
    });
  });

  describe('tokens', () => {
    let token: string;
    let userId: string;
    beforeAll(async () => {
      token = await tokenFor(t.app, 'zeno', 'zeno@citium.cy');
      userId = String((await createUsersRepository(t.app.db).findByLogin('zeno'))!.id);
    });
    const me = (authorization?: string) =>
      t.app.inject({ url: '/api/users/me', headers: authorization ? { authorization } : {} });

    it('accepts the token it issued', async () => {
      expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    });

    it('refuses a missing, tampered, expired or unsigned token', async () => {
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const forged = Buffer.from(
        JSON.stringify({ sub: '1', iss: 'lyceum', exp: 9999999999 }),
      ).toString('base64url');
      const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: userId, iss: 'lyceum', exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).toString('base64url')}.`;
      const expired = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256' })({
        sub: userId,
        iss: 'lyceum',
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      const otherKey = createSigner({ key: 'x'.repeat(48), algorithm: 'HS256', iss: 'lyceum' })({
        sub: userId,
      });

      for (const authorization of [
        undefined,
        'Bearer',
        `Basic ${token}`,
        `Bearer ${header}.${forged}.${signature}`,
        `Bearer ${header}.${payload}.${flipped}`,
        `Bearer ${none}`,
        `Bearer ${expired}`,
        `Bearer ${otherKey}`,
      ]) {
        const response = await me(authorization);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(
          authorization?.startsWith('Bearer ') && authorization.length > 'Bearer '.length
            ? { detail: 'Could not validate credentials', code: 'auth.session_invalid' }
            : { detail: 'Not authenticated', code: 'auth.not_authenticated' },
        );
      }
    });
  });
});

describe('sign-up in allowlist mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      SIGNUP_MODE: 'allowlist',
      SIGNUP_ALLOWLIST: 'invited@example.com,@academy.edu',
      ADMIN_EMAILS: 'root@lyceum.test',
    });
  });
  afterAll(() => t.close());

  it('refuses an address that is not on the list', async () => {
    const response = await signUp(t.app, { username: 'stranger', email: 'stranger@example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'auth.signup_restricted' });
    expect(response.json<{ detail: string }>().detail).toMatch(/restricted to authorised users/);
  });

  it('accepts listed addresses, listed domains, admins and confirmed subscribers', async () => {
    expect(
      (await signUp(t.app, { username: 'invited', email: 'Invited@example.com' })).statusCode,
    ).toBe(201);
    expect(
      (await signUp(t.app, { username: 'student', email: 'anyone@academy.edu' })).statusCode,
    ).toBe(201);
    expect((await signUp(t.app, { username: 'root', email: 'root@lyceum.test' })).statusCode).toBe(
      201,
    );

    await t.app.db.query(
      "INSERT INTO newsletter_subscribers (email, status) VALUES ('early@example.com', 'confirmed'), ('pending@example.com', 'pending')",
    );
    expect(
      (await signUp(t.app, { username: 'early', email: 'early@example.com' })).statusCode,
    ).toBe(201);
    expect(
      (await signUp(t.app, { username: 'pending', email: 'pending@example.com' })).statusCode,
    ).toBe(403);
  });
});

describe('sign-up limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      SIGNUP_MODE: 'open',
      SIGNUP_LIMIT_PER_ADDRESS: '2',
      SIGNUP_LIMIT_PER_CLIENT: '3',
    });
  });
  afterAll(() => t.close());

  const join = (username: string, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username, email, password: 'correct-horse' },
      remoteAddress: ip,
    });

  it('holds one address to its limit, whatever the clients: asking whether it is taken too', async () => {
    const statuses = [];
    for (const [i, ip] of ['10.5.0.1', '10.5.0.2', '10.5.0.3'].entries())
      statuses.push((await join(`prober${i}`, 'Taken@Example.com', ip)).statusCode);
    // The second attempt learns the address is taken; the third is not answered.
    expect(statuses).toEqual([201, 400, 429]);
    const refused = await join('prober9', 'taken@example.com', '10.5.0.9');
    expect(refused.json()).toEqual({ detail: errorDetail('rate_limited'), code: 'rate_limited' });
  });

  it('holds one client to its limit, whatever the addresses, and no other client', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await join(`class${i}`, `class${i}@example.com`, '10.6.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await join('class3', 'class3@example.com', '10.6.0.2')).statusCode).toBe(201);
  });
});
