import type { Language } from '@lyceum/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../mail/mailer';

/** How long the link in a verification e-mail stays valid. */
export const VERIFICATION_TTL_HOURS = 24;

const TEXT = {
  en: {
    subject: 'Confirm your e-mail address for Lyceum',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Welcome to Lyceum. Please confirm that this e-mail address is yours:',
    button: 'Confirm my e-mail address',
    expiry: `This link is valid for ${VERIFICATION_TTL_HOURS} hours and works once. If you did not create an account, ignore this e-mail: the account will be deleted and the address freed.`,
    signature: 'The Lyceum team',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Lyceum',
    greeting: (name: string) => `Bonjour ${name},`,
    body: 'Bienvenue sur Lyceum. Confirmez que cette adresse e-mail est bien la vôtre :',
    button: 'Confirmer mon adresse e-mail',
    expiry: `Ce lien est valable ${VERIFICATION_TTL_HOURS} heures et ne sert qu’une fois. Si vous n’avez pas créé de compte, ignorez cet e-mail : le compte sera supprimé et l’adresse libérée.`,
    signature: 'L’équipe Lyceum',
  },
} as const;

export function verificationEmail(
  to: string,
  username: string,
  language: Language,
  link: string,
): MailMessage {
  const t = TEXT[language];
  const text = [t.greeting(username), '', t.body, link, '', t.expiry, '', t.signature].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Georgia, serif; color: #1f2933; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(t.greeting(username))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; background: #7c3a12; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(t.button)}</a></p>
<p style="font-size: 14px; color: #52606d;">${escapeHtml(t.expiry)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { kind: 'email_verification', to, subject: t.subject, text, html };
}
