import { hashToken } from '../src/lib/tokens';
import type { TestApp } from './helper';
import { appWithSmtpSink, waitUntil } from './smtp-sink';
import {
  bearer,
  buildTestApp,
  linkInMail,
  signIn,
  signUp,
  storedMails,
  tokenOf,
  userIdOf,
} from './helper';

const SENT = {
  message: 'If an account uses this address, a link to reset its password is on its way.',
};
const RESET_INVALID = {
  detail: 'This password reset link is invalid or has expired.',
  code: 'auth.reset_invalid',
};
const SESSION_INVALID = { detail: 'Could not validate credentials', code: 'auth.session_invalid' };
const NEW_PASSWORD = 'a river never twice the same';

describe('a forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', PUBLIC_SITE_URL: 'https://lyceum.test' });
  });
  afterAll(() => t.close());

  let client = 0;
  /** Each call from its own client unless told, so the per-client limit stays out of the way. */
  const forgot = (
    email: string,
    remoteAddress = `10.9.${Math.floor(client / 250)}.${client++ % 250}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      remoteAddress,
      payload: { email, language: 'en' },
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const resetLink = (email: string) => linkInMail(t.app, 'password_reset', email, 'reset-password');
  const resetMails = async () => (await storedMails(t.app, 'password_reset')).length;

  it('answers alike for known and unknown addresses, and writes only to an account', async () => {
    await signUp(t.app, { username: 'heraclitus', email: 'heraclitus@ephesus.gr' });
    const before = await resetMails();
    const unknown = await forgot('nobody@ephesus.gr');
    const known = await forgot('Heraclitus@Ephesus.gr');
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
    }
    expect(await resetMails()).toBe(before + 1);
    expect(await storedMails(t.app, 'password_reset', 'nobody@ephesus.gr')).toEqual([]);
    const link = await resetLink('heraclitus@ephesus.gr');
    expect(link).toMatch(/^https:\/\/lyceum\.test\/reset-password\/[\w-]{43}\?lang=en$/);
  });

  it('writes nothing to a deactivated account, and still answers the same', async () => {
    await signUp(t.app, { username: 'cratylus', email: 'cratylus@athens.gr' });
    await t.app.db.query("UPDATE users SET is_active = false WHERE username = 'cratylus'");
    const response = await forgot('cratylus@athens.gr');
    expect(response.json()).toEqual(SENT);
    expect(await storedMails(t.app, 'password_reset', 'cratylus@athens.gr')).toEqual([]);
  });

  it('writes in the language of the account, and keeps only the hash of the token', async () => {
    await signUp(t.app, { username: 'simone', email: 'simone@paris.fr' });
    await t.app.db.query("UPDATE users SET preferred_language = 'fr' WHERE username = 'simone'");
    await forgot('simone@paris.fr');
    const [mail] = await storedMails(t.app, 'password_reset', 'simone@paris.fr');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Lyceum');
    expect(mail?.text_body).toContain('Bonjour simone,');
    const link = await resetLink('simone@paris.fr');
    expect(link).toMatch(/\?lang=fr$/);
    const stored = await t.app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [await userIdOf(t.app, 'simone')],
    );
    expect(stored).toEqual([{ token_hash: hashToken(tokenOf(link)) }]);
  });

  it('sets a new password once, revokes every session and proves the address', async () => {
    await signUp(t.app, { username: 'parmenides', email: 'parmenides@elea.it' });
    const session = (await signIn(t.app, 'parmenides')).json<{ access_token: string }>()
      .access_token;
    await forgot('parmenides@elea.it');
    const token = tokenOf(await resetLink('parmenides@elea.it'));

    // A password that breaks a rule is refused, naming the field, and leaves the link usable.
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'auth.password_weak', field: 'password' });
    const personal = await reset(token, 'parmenides-of-elea-2026');
    expect(personal.json()).toMatchObject({ code: 'auth.password_personal', field: 'password' });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password has been reset. You can now sign in with it.',
    });

    const old = await t.app.inject({ url: '/api/users/me', headers: bearer(session) });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(SESSION_INVALID);
    expect((await signIn(t.app, 'parmenides')).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'parmenides', NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(fresh.json<{ access_token: string }>().access_token),
    });
    expect(me.json()).toMatchObject({ username: 'parmenides', email_verified: true });

    // Single use.
    const again = await reset(token, 'another river, another time');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(RESET_INVALID);
  });

  it('keeps only the newest link of a user alive', async () => {
    await signUp(t.app, { username: 'zeno_e', email: 'zeno@elea.it' });
    await forgot('zeno@elea.it');
    const first = tokenOf(await resetLink('zeno@elea.it'));
    await forgot('zeno@elea.it');
    const second = tokenOf(await resetLink('zeno@elea.it'));
    expect(second).not.toBe(first);
    expect((await reset(first)).json()).toEqual(RESET_INVALID);
    expect((await reset(second)).statusCode).toBe(200);
    const left = await t.app.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [
      await userIdOf(t.app, 'zeno_e'),
    ]);
    expect(left).toEqual([]);
  });

  it('refuses an expired link, and anything that is not a link of ours', async () => {
    await signUp(t.app, { username: 'melissus', email: 'melissus@samos.gr' });
    await forgot('melissus@samos.gr');
    const token = tokenOf(await resetLink('melissus@samos.gr'));
    await t.app.db.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [await userIdOf(t.app, 'melissus')],
    );
    for (const candidate of [token, 'x'.repeat(43), 'short', '../../etc/passwd']) {
      const response = await reset(candidate);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(RESET_INVALID);
    }
    expect((await signIn(t.app, 'melissus')).statusCode).toBe(200);
  });

  it('is valid one hour', async () => {
    await signUp(t.app, { username: 'empedocles', email: 'empedocles@acragas.it' });
    await forgot('empedocles@acragas.it');
    const [row] = await t.app.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes
         FROM password_reset_tokens WHERE user_id = $1`,
      [await userIdOf(t.app, 'empedocles')],
    );
    expect(row?.minutes).toBe(60);
  });

  it('lifts the sign-in hold of the account', async () => {
    await signUp(t.app, { username: 'gorgias', email: 'gorgias@leontini.it' });
    for (let i = 0; i < 10; i += 1) await signIn(t.app, 'gorgias', `wrong-guess-${i}`);
    expect((await signIn(t.app, 'gorgias')).statusCode).toBe(429);
    await forgot('gorgias@leontini.it');
    expect((await reset(tokenOf(await resetLink('gorgias@leontini.it')))).statusCode).toBe(200);
    expect((await signIn(t.app, 'gorgias', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per address, known or not, and per client', async () => {
    await signUp(t.app, { username: 'protagoras', email: 'protagoras@abdera.gr' });
    for (const email of ['protagoras@abdera.gr', 'ghost@abdera.gr']) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    expect(await storedMails(t.app, 'password_reset', 'protagoras@abdera.gr')).toHaveLength(3);

    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await forgot(`visitor${i}@abdera.gr`, '10.8.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('validates the address', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.invalid_email', field: 'email' });
  });
});

describe('a reset link over SMTP', () => {
  const mail = appWithSmtpSink();

  it('reaches the account, and nothing reaches an unknown address', async () => {
    await signUp(mail.t.app, { username: 'anaxagoras', email: 'anaxagoras@clazomenae.gr' });
    for (const email of ['ghost@clazomenae.gr', 'anaxagoras@clazomenae.gr']) {
      const response = await mail.t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email },
      });
      expect(response.json()).toEqual(SENT);
    }
    const reset = () =>
      mail.sink.received.find(
        (mail) => mail.to.includes('anaxagoras@clazomenae.gr') && /reset-password/.test(mail.text),
      );
    await waitUntil(() => Promise.resolve(reset() !== undefined));
    expect(reset()?.header('subject')).toBe('Reset your Lyceum password');
    expect(mail.sink.received.filter((mail) => mail.to.includes('ghost@clazomenae.gr'))).toEqual(
      [],
    );
  });
});
