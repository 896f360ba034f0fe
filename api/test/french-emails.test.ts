import { frenchTypographyProblems } from '@lyceum/build/french-typography';
import { emailChangeNotice, passwordResetEmail } from '../src/modules/users/account-emails';
import type { TestApp } from './helper';
import { bearer, buildTestApp, signIn, storedMails, verifyEmail } from './helper';

/** Every e-mail the API writes in the reader's language; the team's copy is for the team. */
const FRENCH_KINDS = [
  'email_verification',
  'newsletter_confirmation',
  'password_reset',
  'email_change',
  'email_change_notice',
  'contact_copy',
];

describe('the French e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  it('follow French typography, every one of them', async () => {
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

    const signedUp = await post('/api/signup', {
      username: 'montaigne',
      email: 'montaigne@bordeaux.fr',
      password: 'que sais-je, disait-il',
      language: 'fr',
    });
    expect(signedUp.statusCode).toBe(201);
    await verifyEmail(t.app, 'montaigne@bordeaux.fr');
    const token = (await signIn(t.app, 'montaigne', 'que sais-je, disait-il')).json<{
      access_token: string;
    }>().access_token;
    const calls = [
      post('/api/newsletter/subscribe', { email: 'lecteur@bordeaux.fr', language: 'fr' }),
      post('/api/password/forgot', { email: 'montaigne@bordeaux.fr' }),
      post(
        '/api/users/me/email',
        { new_email: 'michel@bordeaux.fr', password: 'que sais-je, disait-il', language: 'fr' },
        token,
      ),
      post('/api/contact/send', {
        name: 'Étienne',
        email: 'etienne@sarlat.fr',
        subject: 'Une question sur les Essais',
        message: 'Bonjour, où trouver le livre III',
        language: 'fr',
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(200);

    const mails = (await Promise.all(FRENCH_KINDS.map((kind) => storedMails(t.app, kind)))).flat();
    expect([...new Set(mails.map((mail) => mail.kind))].sort()).toEqual([...FRENCH_KINDS].sort());
    for (const mail of mails) {
      expect(mail.subject + mail.text_body).toMatch(/Bonjour|Confirmez|Réinitialisez|Demande/);
      const problems = [mail.subject, mail.text_body, mail.html_body].flatMap((text) =>
        frenchTypographyProblems(text),
      );
      expect({ kind: mail.kind, problems }).toEqual({ kind: mail.kind, problems: [] });
    }
  });
});

describe('account e-mails in HTML', () => {
  it('escape every text, links and addresses included', () => {
    const notice = emailChangeNotice('old@example.com', 'plato', 'fr', '"x<b>"@example.com');
    expect(notice.html).toContain('&quot;x&lt;b&gt;&quot;@example.com');
    expect(notice.html).not.toContain('<b>');
    const reset = passwordResetEmail('a@example.com', 'plato', 'en', 'https://x.test/?a=1&b="2"');
    expect(reset.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  });
});
