import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Queryable } from '../../db';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export class MailDeliveryError extends Error {
  constructor(
    readonly messageId: number,
    cause: unknown,
  ) {
    super(`e-mail ${messageId} was not delivered`, { cause });
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  /** Stores the message (inside the caller's transaction when given one) and returns its id. */
  store(message: MailMessage, db?: Queryable): Promise<number>;
  /** Sends a stored message: over SMTP, or into the local outbox folder. */
  deliver(id: number): Promise<void>;
  close(): void;
}

interface Row {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  reply_to: string | null;
}

/**
 * E-mail through SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file
 * to the outbox folder and its links are logged, so they can be followed in development.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  db: Queryable,
  log: FastifyBaseLogger,
): Mailer {
  const smtp: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : null;
  const outbox = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  return {
    async store(message, tx = db) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO mail_messages (kind, recipient, subject, text_body, html_body, headers, reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          message.kind,
          message.to,
          message.subject,
          message.text,
          message.html,
          JSON.stringify(message.headers ?? {}),
          message.replyTo ?? null,
        ],
      );
      return row!.id;
    },

    async deliver(id) {
      const [row] = await db.query<Row>('SELECT * FROM mail_messages WHERE id = $1', [id]);
      if (!row) throw new Error(`no stored e-mail ${id}`);
      const envelope = {
        from: config.mailFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      };
      try {
        if (smtp) {
          await smtp.sendMail(envelope);
          await db.query(
            "UPDATE mail_messages SET status = 'sent', sent_at = now() WHERE id = $1",
            [id],
          );
          return;
        }
        const info = await outbox.sendMail(envelope);
        await mkdir(config.outboxDir, { recursive: true });
        const file = path.join(config.outboxDir, `${String(id).padStart(6, '0')}-${row.kind}.eml`);
        await writeFile(file, info.message as Buffer);
        await db.query(
          "UPDATE mail_messages SET status = 'outbox', sent_at = now() WHERE id = $1",
          [id],
        );
        const links = row.text_body.match(/https?:\/\/\S+/g) ?? [];
        log.info(
          { to: row.recipient, file, links },
          `e-mail "${row.subject}" written to the outbox`,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query("UPDATE mail_messages SET status = 'failed', error = $2 WHERE id = $1", [
          id,
          reason,
        ]);
        log.warn({ id, err: error }, 'e-mail delivery failed');
        throw new MailDeliveryError(id, error);
      }
    },

    close() {
      smtp?.close();
    },
  };
}
