import { createSigner } from 'fast-jwt';
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
  verifyEmail,
} from './helper';

const SESSION_INVALID = { detail: 'Could not validate credentials', code: 'auth.session_invalid' };
const incorrect = (field: string) => ({
  detail: 'The password is not correct.',
  code: 'auth.password_incorrect',
  field,
});
const CHANGE_INVALID = {
  detail: 'This e-mail change link is invalid or has expired.',
  code: 'auth.email_change_invalid',
};
const PASSWORD = 'correct-horse';
const NEW_PASSWORD = 'the owl of minerva flies at dusk';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    SIGNUP_MODE: 'open',
    ADMIN_EMAILS: 'chief@lyceum.test,promoted@lyceum.test',
    PUBLIC_SITE_URL: 'https://lyceum.test',
  });
});
afterAll(() => t.close());

/** A signed-up account whose address is proven, and a session of it. */
async function account(username: string, email: string) {
  await signUp(t.app, { username, email });
  await verifyEmail(t.app, email);
  return sessionOf(username);
}
const sessionOf = async (login: string, password = PASSWORD) => {
  const response = await signIn(t.app, login, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
};
const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) });
const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload,
  });
const changePassword = (token: string, current: string, next: string) =>
  post('/api/users/me/password', token, { current_password: current, new_password: next });
const changeEmail = (token: string, newEmail: string, password = PASSWORD, language?: string) =>
  post('/api/users/me/email', token, { new_email: newEmail, password, language });
const confirmEmail = (token: string) => post('/api/users/me/email/confirm', null, { token });
const deleteAccount = (token: string, password = PASSWORD) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: bearer(token),
    payload: { password },
  });
const changeLink = (email: string) => linkInMail(t.app, 'email_change', email, 'confirm-email');

describe('token versions', () => {
  it('accept a token issued before versions existed while the account is at version 0', async () => {
    await account('hegel', 'hegel@jena.de');
    const id = await userIdOf(t.app, 'hegel');
    const legacy = createSigner({
      key: t.config.jwtSecret,
      algorithm: 'HS256',
      iss: 'lyceum',
      expiresIn: 60_000,
    })({
      sub: String(id),
    });
    expect((await me(legacy)).statusCode).toBe(200);
    await t.app.db.query('UPDATE users SET token_version = 1 WHERE id = $1', [id]);
    expect((await me(legacy)).json()).toEqual(SESSION_INVALID);
  });

  it('refuse a token whose version is not the account’s', async () => {
    await account('schelling', 'schelling@jena.de');
    const id = await userIdOf(t.app, 'schelling');
    const sign = createSigner({
      key: t.config.jwtSecret,
      algorithm: 'HS256',
      iss: 'lyceum',
      expiresIn: 60_000,
    });
    expect((await me(sign({ sub: String(id), ver: 0 }))).statusCode).toBe(200);
    for (const ver of [1, -1, '0', 0.5]) {
      expect((await me(sign({ sub: String(id), ver }))).json()).toEqual(SESSION_INVALID);
    }
  });
});

describe('changing the password', () => {
  it('asks for the current password, with a 400 that names it, never a 401', async () => {
    const token = await account('kant', 'kant@konigsberg.de');
    const wrong = await changePassword(token, 'not-my-password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(incorrect('current_password'));
    const empty = await changePassword(token, '', NEW_PASSWORD);
    expect(empty.json()).toMatchObject({ code: 'validation.required', field: 'current_password' });
    // Nothing changed, and the session goes on.
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    ['password', 'auth.password_weak'],
    ['kant-critique-2026', 'auth.password_personal'],
    ['short', 'auth.password_too_short'],
  ])('refuses the new password %j (%s), naming new_password', async (password, code) => {
    const token = await sessionOf('kant');
    const response = await changePassword(token, PASSWORD, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field: 'new_password' });
  });

  it('revokes every session and gives this one a new token', async () => {
    await account('fichte', 'fichte@jena.de');
    const here = await sessionOf('fichte');
    const elsewhere = await sessionOf('fichte');
    const response = await changePassword(here, PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string }>();
    expect(body).toEqual({
      message: 'Your password has been changed. Every other session has been signed out.',
      access_token: expect.any(String) as string,
      token_type: 'bearer',
      expires_in: t.config.jwtExpiresMinutes * 60,
    });
    for (const old of [here, elsewhere]) expect((await me(old)).json()).toEqual(SESSION_INVALID);
    expect((await me(body.access_token)).statusCode).toBe(200);
    expect((await signIn(t.app, 'fichte')).statusCode).toBe(401);
    expect((await signIn(t.app, 'fichte', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('holds back repeated wrong current passwords without holding back sign-in', async () => {
    const token = await account('jacobi', 'jacobi@pempelfort.de');
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await changePassword(token, `guess-${i}-wrong`, NEW_PASSWORD)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    // Held back even with the right password…
    expect((await changePassword(token, PASSWORD, NEW_PASSWORD)).statusCode).toBe(429);
    // …while the owner can still sign in elsewhere.
    expect((await signIn(t.app, 'jacobi')).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('checks the password, the address and that it is free', async () => {
    const token = await account('spinoza', 'spinoza@amsterdam.nl');
    await account('leibniz', 'leibniz@hanover.de');
    const cases: [string, string, object][] = [
      ['other@amsterdam.nl', 'wrong-password', incorrect('password')],
      ['not-an-address', PASSWORD, { code: 'validation.invalid_email', field: 'new_email' }],
      ['', PASSWORD, { code: 'validation.required', field: 'new_email' }],
      [
        'Spinoza@Amsterdam.nl',
        PASSWORD,
        {
          code: 'auth.email_unchanged',
          field: 'new_email',
          detail: 'This is already your e-mail address.',
        },
      ],
      [
        'LEIBNIZ@hanover.de',
        PASSWORD,
        {
          code: 'auth.email_taken',
          field: 'new_email',
          detail: 'This email is already registered',
        },
      ],
    ];
    for (const [address, password, expected] of cases) {
      const response = await changeEmail(token, address, password);
      expect({ address, status: response.statusCode }).toEqual({ address, status: 400 });
      expect(response.json()).toMatchObject(expected);
    }
    expect(await storedMails(t.app, 'email_change')).toEqual([]);
  });

  it('sends a link to the new address and a notice to the current one', async () => {
    const token = await account('descartes', 'descartes@la-haye.fr');
    const response = await changeEmail(token, 'Rene@Stockholm.se', PASSWORD, 'fr');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'A link to confirm your new address has been sent to it. Your address changes once it is followed.',
    });
    const link = await changeLink('rene@stockholm.se');
    expect(link).toMatch(/^https:\/\/lyceum\.test\/confirm-email\/[\w-]{43}\?lang=fr$/);
    const [mail] = await storedMails(t.app, 'email_change', 'rene@stockholm.se');
    expect(mail?.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Lyceum');
    const [notice] = await storedMails(t.app, 'email_change_notice', 'descartes@la-haye.fr');
    // In the account's own language, naming the new address, with no link that acts.
    expect(notice?.subject).toBe(
      'A change of e-mail address was requested for your Lyceum account',
    );
    expect(notice?.text_body).toContain('rene@stockholm.se');
    expect(notice?.text_body).not.toMatch(/https?:\/\//);

    // Nothing changes until the link is followed.
    expect((await me(token)).json()).toMatchObject({ email: 'descartes@la-haye.fr' });

    // The link works from anywhere, without a session, once.
    const confirmed = await confirmEmail(tokenOf(link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Your e-mail address has been changed.',
      email: 'rene@stockholm.se',
    });
    expect((await me(token)).json()).toMatchObject({
      email: 'rene@stockholm.se',
      email_verified: true,
    });
    expect((await signIn(t.app, 'rene@stockholm.se')).statusCode).toBe(200);
    expect((await signIn(t.app, 'descartes@la-haye.fr')).statusCode).toBe(401);
    const again = await confirmEmail(tokenOf(link));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(CHANGE_INVALID);
  });

  it('keeps only the newest link, for 24 hours', async () => {
    const token = await account('pascal', 'pascal@port-royal.fr');
    await changeEmail(token, 'blaise@clermont.fr');
    const first = tokenOf(await changeLink('blaise@clermont.fr'));
    await changeEmail(token, 'blaise@rouen.fr');
    const second = tokenOf(await changeLink('blaise@rouen.fr'));
    expect((await confirmEmail(first)).json()).toEqual(CHANGE_INVALID);
    const [row] = await t.app.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours
         FROM email_change_tokens WHERE user_id = $1`,
      [await userIdOf(t.app, 'pascal')],
    );
    expect(row?.hours).toBe(24);
    await t.app.db.query(
      "UPDATE email_change_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [await userIdOf(t.app, 'pascal')],
    );
    for (const candidate of [second, 'x'.repeat(43), 'short']) {
      const response = await confirmEmail(candidate);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CHANGE_INVALID);
    }
    expect((await me(token)).json()).toMatchObject({ email: 'pascal@port-royal.fr' });
  });

  it('refuses an address another account took meanwhile', async () => {
    const token = await account('arnauld', 'arnauld@port-royal.fr');
    await changeEmail(token, 'logic@port-royal.fr');
    const link = await changeLink('logic@port-royal.fr');
    await account('nicole', 'logic@port-royal.fr');
    const response = await confirmEmail(tokenOf(link));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This email is already registered',
      code: 'auth.email_taken',
    });
    expect((await me(token)).json()).toMatchObject({ email: 'arnauld@port-royal.fr' });
  });

  it('grants the role of the new address once it is proven', async () => {
    const token = await account('promoted', 'someone@lyceum.test');
    expect((await me(token)).json()).toMatchObject({ role: 'standard' });
    await changeEmail(token, 'promoted@lyceum.test');
    await confirmEmail(tokenOf(await changeLink('promoted@lyceum.test')));
    expect((await me(token)).json()).toMatchObject({ role: 'admin', is_superuser: true });
  });

  it('dies with a password change, so a stolen session cannot keep a way in', async () => {
    const token = await account('malebranche', 'malebranche@oratoire.fr');
    await changeEmail(token, 'thief@example.com');
    const link = await changeLink('thief@example.com');
    const fresh = await changePassword(token, PASSWORD, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await confirmEmail(tokenOf(link))).json()).toEqual(CHANGE_INVALID);
  });

  it('limits the requests of one account', async () => {
    const token = await account('gassendi', 'gassendi@digne.fr');
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await changeEmail(token, `gassendi${i}@example.com`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('deleting the account', () => {
  it('asks for the password', async () => {
    const token = await account('hobbes', 'hobbes@malmesbury.uk');
    const wrong = await deleteAccount(token, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(incorrect('password'));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('deletes the account, what references it, and the subscription of its address', async () => {
    const token = await account('locke', 'locke@wrington.uk');
    const id = await userIdOf(t.app, 'locke');
    await t.app.db.query(
      "INSERT INTO newsletter_subscribers (email, status) VALUES ('locke@wrington.uk', 'confirmed')",
    );
    await post('/api/password/forgot', null, { email: 'locke@wrington.uk' });
    await changeEmail(token, 'john@oxford.uk');

    const response = await deleteAccount(token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await me(token)).json()).toEqual(SESSION_INVALID);
    expect((await signIn(t.app, 'locke')).statusCode).toBe(401);
    for (const table of ['users', 'password_reset_tokens', 'email_change_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const rows = await t.app.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [id]);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    const subscribers = await t.app.db.query(
      "SELECT 1 FROM newsletter_subscribers WHERE email = 'locke@wrington.uk'",
    );
    expect(subscribers).toEqual([]);
  });

  it('cascades to every table that references users', async () => {
    const references = await t.app.db.query<{ table: string; on_delete: string }>(
      `SELECT conrelid::regclass::text AS table, confdeltype::text AS on_delete
         FROM pg_constraint
        WHERE contype = 'f' AND confrelid = 'users'::regclass`,
    );
    expect(references.length).toBeGreaterThanOrEqual(3);
    for (const reference of references) expect(reference).toMatchObject({ on_delete: 'c' });
  });

  it('keeps the subscription of an address the account never proved', async () => {
    await signUp(t.app, { username: 'squatter', email: 'owner@example.org' });
    const id = await userIdOf(t.app, 'squatter');
    await t.app.db.query(
      "INSERT INTO newsletter_subscribers (email, status) VALUES ('owner@example.org', 'confirmed')",
    );
    const token = await sessionOf('squatter');
    expect((await deleteAccount(token)).statusCode).toBe(204);
    // Its pending verification link went with it.
    const links = await t.app.db.query(
      'SELECT 1 FROM email_verification_tokens WHERE user_id = $1',
      [id],
    );
    expect(links).toEqual([]);
    const kept = await t.app.db.query(
      "SELECT status FROM newsletter_subscribers WHERE email = 'owner@example.org'",
    );
    expect(kept).toEqual([{ status: 'confirmed' }]);
  });

  it('refuses the last active administrator, and lets one of two go', async () => {
    const chief = await account('chief', 'chief@lyceum.test');
    // `promoted` became an administrator above; take the role back to leave one.
    await t.app.db.query("UPDATE users SET role = 'standard' WHERE username <> 'chief'");
    const refused = await deleteAccount(chief);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'The last administrator cannot delete their account.',
      code: 'auth.last_admin',
    });
    // An inactive administrator does not count.
    const deputy = await account('deputy', 'deputy@lyceum.test');
    await t.app.db.query(
      "UPDATE users SET role = 'admin', is_active = false WHERE username = 'deputy'",
    );
    expect((await deleteAccount(chief)).statusCode).toBe(409);
    await t.app.db.query("UPDATE users SET is_active = true WHERE username = 'deputy'");
    expect((await deleteAccount(chief)).statusCode).toBe(204);
    expect((await deleteAccount(deputy)).statusCode).toBe(409);
  });
});

describe('exporting the account', () => {
  it('gives the profile, the subscription, the flashcards and the sessions, as a download never cached', async () => {
    const token = await account('rousseau', 'rousseau@geneva.ch');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: bearer(token),
      payload: { text: 'Émile;1762\nThe Social Contract;1762', tags: ['rousseau'] },
    });
    expect(created.json()).toMatchObject({ imported_count: 2 });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/learning-sessions',
      headers: bearer(token),
      payload: {
        session_date: new Date().toISOString(),
        total_cards: 2,
        correct_answers: 1,
        session_duration_seconds: 95,
      },
    });
    expect(session.statusCode).toBe(201);
    await t.app.db.query(
      `INSERT INTO newsletter_subscribers (email, language, status, confirmed_at)
       VALUES ('rousseau@geneva.ch', 'fr', 'confirmed', now())`,
    );
    const response = await t.app.inject({ url: '/api/users/me/export', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lyceum-account-rousseau.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json<Record<string, unknown>>();
    expect(document).toEqual({
      format: 'lyceum-account-export',
      version: 1,
      exported_at: expect.any(String) as string,
      profile: (await me(token)).json<unknown>(),
      newsletter: {
        email: 'rousseau@geneva.ch',
        status: 'confirmed',
        language: 'fr',
        created_at: expect.any(String) as string,
        confirmed_at: expect.any(String) as string,
        unsubscribed_at: null,
      },
      flashcards: [
        expect.objectContaining({ recto: 'Émile', verso: '1762', tags: ['rousseau'] }),
        expect.objectContaining({ recto: 'The Social Contract', status: 'draft' }),
      ],
      tags: [expect.objectContaining({ name: 'rousseau', flashcard_count: 2 })],
      learning_sessions: [session.json<unknown>()],
    });
    expect(JSON.stringify(document)).not.toMatch(/password|token/);
  });

  it('has no subscription for an account without one, or whose address is not proven', async () => {
    const token = await account('voltaire', 'voltaire@ferney.fr');
    const none = await t.app.inject({ url: '/api/users/me/export', headers: bearer(token) });
    expect(none.json()).toMatchObject({ profile: { username: 'voltaire' }, newsletter: null });

    await signUp(t.app, { username: 'curious', email: 'diderot@paris.fr' });
    await t.app.db.query(
      "INSERT INTO newsletter_subscribers (email, status) VALUES ('diderot@paris.fr', 'confirmed')",
    );
    const unproven = await t.app.inject({
      url: '/api/users/me/export',
      headers: bearer(await sessionOf('curious')),
    });
    expect(unproven.json()).toMatchObject({ newsletter: null });
  });
});

describe('a change of address over SMTP', () => {
  const mail = appWithSmtpSink();

  it('sends the link to the new address and the notice to the current one', async () => {
    await signUp(mail.t.app, { username: 'berkeley', email: 'berkeley@cloyne.ie' });
    const session = (await signIn(mail.t.app, 'berkeley')).json<{ access_token: string }>()
      .access_token;
    const response = await mail.t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      headers: bearer(session),
      payload: { new_email: 'george@trinity.ie', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const link = () => mail.sink.received.find((mail) => mail.to.includes('george@trinity.ie'));
    const notice = () =>
      mail.sink.received.find(
        (mail) => mail.to.includes('berkeley@cloyne.ie') && /george@trinity\.ie/.test(mail.text),
      );
    await waitUntil(() => Promise.resolve(link() !== undefined && notice() !== undefined));
    expect(link()?.text).toMatch(/\/confirm-email\/[\w-]{43}\?lang=en/);
    expect(notice()?.header('subject')).toBe(
      'A change of e-mail address was requested for your Lyceum account',
    );
    expect(notice()?.text).not.toMatch(/confirm-email/);
  });
});
