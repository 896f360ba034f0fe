import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  DEFAULT_LANGUAGE,
  FIELD_RULES,
  type ContactBody,
  type ContactResponse,
} from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { escapeHtml } from '../../lib/escape-html';
import { countAttempt } from '../../lib/attempt-limit';
import { EMAIL_CODES, fieldProblem } from '../../lib/field-rules';
import { apiError, type HttpError } from '../../lib/http-errors';
import type { KeyValueStore } from '../../store/store';
import {
  cleanDisplayName,
  MailDeliveryError,
  type Mailer,
  type MailMessage,
} from '../mail/mail-service';
import { createContactRepository, type Contact } from './contact-repository';

/** What a sent message is answered with. */
export const CONTACT_SENT = "Your message has been sent successfully. We'll get back to you soon!";

/** Messages one client may send per hour. */
export const CONTACT_PER_CLIENT_PER_HOUR = 5;
/**
 * Copies one address may receive per day: past it the team still gets the message, but the form
 * cannot be used to mail someone else's inbox over and over.
 */
export const CONTACT_COPIES_PER_ADDRESS_PER_DAY = 2;
const DAY = 24 * 3600;

const normalise = (input: ContactBody): Contact => ({
  name: cleanDisplayName(input.name),
  email: input.email.trim(),
  subject: input.subject.trim(),
  message: input.message.trim(),
  language: input.language ?? DEFAULT_LANGUAGE,
});

/**
 * The first rule a message breaks: every field is required (checked first, in the form's
 * order), the address is one bare address, and the subject and the message have a length limit.
 */
export function contactProblem(input: Contact): HttpError | null {
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!input[field]) return apiError('validation.required', field);
  }
  return (
    fieldProblem('name', FIELD_RULES.contactName, input.name) ??
    fieldProblem('email', FIELD_RULES.email, input.email, EMAIL_CODES) ??
    (input.subject.length > CONTACT_SUBJECT_MAX
      ? apiError('contact.subject_too_long', 'subject')
      : null) ??
    (input.message.length > CONTACT_MESSAGE_MAX
      ? apiError('contact.message_too_long', 'message')
      : null)
  );
}

const COPY = {
  en: {
    subject: (s: string) => `We received your message: ${s}`,
    intro: (name: string) =>
      `Hello ${name},\n\nThank you for writing to Lyceum. We usually reply within 24-48 hours. Here is a copy of your message:`,
    signature: 'The Lyceum team',
  },
  fr: {
    subject: (s: string) => `Nous avons bien reçu votre message\u202F: ${s}`,
    intro: (name: string) =>
      `Bonjour ${name},\n\nMerci d’avoir écrit à Lyceum. Nous répondons généralement sous 24 à 48 heures. Voici une copie de votre message\u202F:`,
    signature: 'L’équipe Lyceum',
  },
} as const;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function teamEmail(to: string, m: Contact): MailMessage {
  const text = `From: ${m.name} <${m.email}>\nLanguage: ${m.language}\nSubject: ${m.subject}\n\n${m.message}`;
  return {
    kind: 'contact_team',
    to: { address: to },
    replyTo: { name: m.name, address: m.email },
    subject: `[Contact] ${m.subject}`,
    text,
    html: `<p><strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt; (${m.language})</p>\n${paragraphs(m.message)}`,
  };
}

function copyEmail(m: Contact): MailMessage {
  const t = COPY[m.language];
  const quoted = `${m.subject}\n\n${m.message}`;
  return {
    kind: 'contact_copy',
    to: { address: m.email },
    subject: t.subject(m.subject),
    text: `${t.intro(m.name)}\n\n${quoted}\n\n${t.signature}`,
    html: `${paragraphs(t.intro(m.name))}\n<blockquote><strong>${escapeHtml(m.subject)}</strong>\n${paragraphs(m.message)}</blockquote>\n<p>${t.signature}</p>`,
  };
}

export interface ContactServiceDeps {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  config: Pick<Config, 'contactTo'>;
  log: FastifyBaseLogger;
}

export function createContactService(deps: ContactServiceDeps) {
  const { db, store, mailer, config, log } = deps;
  return {
    async send(input: ContactBody, clientIp: string): Promise<ContactResponse> {
      const message = normalise(input);
      const problem = contactProblem(message);
      if (problem) throw problem;
      await countAttempt(store, `contact:client:${clientIp}`, {
        max: CONTACT_PER_CLIENT_PER_HOUR,
        windowSeconds: 3600,
      });
      const copies = await store.incr(`contact:copy:${message.email.toLowerCase()}`, DAY);
      const sendCopy = copies <= CONTACT_COPIES_PER_ADDRESS_PER_DAY;

      const [teamId, copyId] = await db.transaction(async (tx) => {
        await createContactRepository(tx).insert(message, clientIp);
        return [
          await mailer.store(teamEmail(config.contactTo, message), tx),
          sendCopy ? await mailer.store(copyEmail(message), tx) : null,
        ];
      });

      // Both go out together, so the request waits for one MAIL_SEND_WAIT_MS at most.
      const [team, copy] = await Promise.allSettled([
        mailer.deliver(teamId),
        copyId === null ? null : mailer.deliver(copyId),
      ]);
      // The team has the message; a copy that fails is retried, not reported.
      if (copy.status === 'rejected') log.warn({ mailId: copyId }, 'contact copy not sent yet');
      if (team.status === 'rejected') {
        // Stored all the same: the retry pass delivers it once SMTP answers again.
        if (team.reason instanceof MailDeliveryError) throw apiError('contact.failed');
        throw team.reason;
      }
      return { success: true, message: CONTACT_SENT };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
