import type { Language } from '@lyceum/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../mail/mail-service';

interface Links {
  confirm: string;
  unsubscribePage: string;
  /** RFC 8058 one-click target: the API's POST endpoint. */
  unsubscribeOneClick: string;
}

const TEXT = {
  en: {
    subject: 'Confirm your Lyceum early-access subscription',
    greeting: 'Hello,',
    body: 'Thank you for joining the Lyceum early-access list. Please confirm your e-mail address to complete your subscription:',
    button: 'Confirm my subscription',
    expiry:
      'This link is valid for 48 hours. If you did not ask to join, ignore this e-mail and nothing will happen.',
    unsubscribe: 'Unsubscribe',
    unsubscribeLine: (link: string) => `Unsubscribe: ${link}`,
    signature: 'The Lyceum team',
  },
  fr: {
    subject: 'Confirmez votre inscription à l’accès anticipé de Lyceum',
    greeting: 'Bonjour,',
    body: 'Merci de rejoindre la liste d’accès anticipé de Lyceum. Confirmez votre adresse e-mail pour finaliser votre inscription\u202F:',
    button: 'Confirmer mon inscription',
    expiry:
      'Ce lien est valable 48 heures. Si vous n’avez rien demandé, ignorez cet e-mail\u202F: rien ne se passera.',
    unsubscribe: 'Se désinscrire',
    unsubscribeLine: (link: string) => `Se désinscrire\u202F: ${link}`,
    signature: 'L’équipe Lyceum',
  },
} as const;

/** Headers every newsletter e-mail carries (RFC 2369 and RFC 8058 one-click). */
export const listHeaders = (links: Links): Record<string, string> => ({
  'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function confirmationEmail(to: string, language: Language, links: Links): MailMessage {
  const t = TEXT[language];
  const text = [
    t.greeting,
    '',
    t.body,
    links.confirm,
    '',
    t.expiry,
    '',
    t.signature,
    '',
    t.unsubscribeLine(links.unsubscribePage),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Georgia, serif; color: #1f2933; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(links.confirm)}" style="display: inline-block; background: #7c3a12; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(t.button)}</a></p>
<p style="font-size: 14px; color: #52606d;">${escapeHtml(t.expiry)}</p>
<p>${escapeHtml(t.signature)}</p>
<hr style="border: none; border-top: 1px solid #e4e7eb;">
<p style="font-size: 12px; color: #7b8794;"><a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></p>
</body></html>`;
  return {
    kind: 'newsletter_confirmation',
    to: { address: to },
    subject: t.subject,
    text,
    html,
    headers: listHeaders(links),
  };
}
