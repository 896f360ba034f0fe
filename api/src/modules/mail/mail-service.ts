import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_PATTERN } from '@lyceum/contracts';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { cleanDisplayName, redactAddresses, type MailAddress } from './addresses';

// What the other modules use to write their e-mails: a display name fit for a header, and the
// one layout every e-mail is rendered in.
export { cleanDisplayName } from './addresses';
export { renderEmail, type EmailContent } from './layout';

export interface MailMessage {
  kind: string;
  /** A bare address or `{ name, address }`; a formatted `Name <address>` string is refused. */
  to: MailAddress | string;
  subject: string;
  text: string;
  html: string;
  replyTo?: MailAddress;
  headers?: Record<string, string>;
}

/** The attempt failed; the message stays stored and the retry pass sends it later. */
export class MailDeliveryError extends Error {
  constructor(
    readonly messageId: number,
    reason: string,
  ) {
    // The SMTP reply may quote the recipient: only its redacted form travels with the error.
    super(`e-mail ${messageId} was not delivered: ${redactAddresses(reason)}`);
    this.name = 'MailDeliveryError';
  }
}

/** `sent`: delivered (or written to the outbox); `pending`: stored and still on its way. */
export type DeliveryOutcome = 'sent' | 'pending';

export interface Mailer {
  /** Stores the message (inside the caller's transaction when given one) and returns its id. */
  store(message: MailMessage, db?: Queryable): Promise<number>;
  /**
   * Sends a stored message, waiting for it at most `MAIL_SEND_WAIT_MS`: past that the attempt
   * goes on in the background and `pending` is returned. Rejects with `MailDeliveryError` when
   * the attempt failed within the wait; either way the message stays stored and is retried.
   */
  deliver(id: number): Promise<DeliveryOutcome>;
  /** One retry pass: claims the due messages one at a time and sends them; returns how many went. */
  retryDue(): Promise<number>;
  /** Waits for the attempts under way, then releases the SMTP transport. */
  close(): Promise<void>;
}

/** Attempts before a message is given up (about 6 hours of retries with the backoff below). */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 2 * 3600;
/** Messages one retry pass sends at most, so a backlog cannot monopolise a process. */
const RETRY_BATCH = 20;

/** Seconds before the next attempt once `attempts` have failed: 1 min, 2, 4, … up to 2 h. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/**
 * How long a claim holds a message. An attempt ends within a few SMTP timeouts (connection,
 * greeting, then one per command), far less than this; a claim still held after it belongs to a
 * process that died mid-send, and the message becomes due again.
 */
export const claimLeaseSeconds = (smtpTimeoutMs: number) =>
  Math.max(300, Math.ceil((smtpTimeoutMs * 20) / 1000));

export type MailConfig = Pick<
  Config,
  'appEnv' | 'smtpUrl' | 'smtpTimeoutMs' | 'mailSendWaitMs' | 'mailFrom' | 'outboxDir'
>;

/** The SMTP transport with the configured timeouts, so no server can hold a caller for long. */
export function createSmtpTransport(
  config: Pick<Config, 'smtpTimeoutMs'> & { smtpUrl: string },
): Transporter {
  return nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
  });
}

interface Row {
  id: number;
  kind: string;
  recipient: string;
  recipient_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  reply_to: string | null;
  reply_to_name: string | null;
  attempts: number;
}

const ROW = `id, kind, recipient, recipient_name, subject, text_body, html_body, headers,
  reply_to, reply_to_name, attempts`;

function checked(value: MailAddress | string, field: string): MailAddress {
  const { address, name } = typeof value === 'string' ? { address: value } : value;
  if (!EMAIL_PATTERN.test(address)) throw new Error(`${field} is not a single bare address`);
  return { address, name: cleanDisplayName(name ?? '') };
}

const addressOf = (address: string, name: string | null) => ({
  address,
  name: cleanDisplayName(name ?? ''),
});

/**
 * Every message is stored first (the caller's transaction makes it part of what caused it),
 * then sent over SMTP when `SMTP_URL` is set, or written as an .eml file to the outbox folder.
 * An attempt claims its message (status `sending` with a lease) in one statement, so the request
 * that stored it, the retry pass of this process and those of other replicas never send one
 * message twice; a failed attempt is retried with exponential backoff up to MAIL_MAX_ATTEMPTS.
 */
export function createMailer(config: MailConfig, db: Queryable, log: FastifyBaseLogger): Mailer {
  const smtp = config.smtpUrl ? createSmtpTransport({ ...config, smtpUrl: config.smtpUrl }) : null;
  const outbox = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const lease = claimLeaseSeconds(config.smtpTimeoutMs);
  const underWay = new Set<Promise<unknown>>();

  async function claim(id: number): Promise<Row | undefined> {
    const [row] = await db.query<Row>(
      `UPDATE mail_messages
          SET status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2)
        WHERE id = $1
          AND (status IN ('queued', 'failed') OR (status = 'sending' AND locked_until <= now()))
        RETURNING ${ROW}`,
      [id, lease],
    );
    return row;
  }

  async function claimNextDue(): Promise<Row | undefined> {
    const [row] = await db.query<Row>(
      `UPDATE mail_messages
          SET status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $1)
        WHERE id = (
          SELECT id FROM mail_messages
           WHERE attempts < $2
             AND ((status IN ('queued', 'failed') AND next_attempt_at <= now())
                  OR (status = 'sending' AND locked_until <= now()))
           ORDER BY id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING ${ROW}`,
      [lease, MAIL_MAX_ATTEMPTS],
    );
    return row;
  }

  /** Conditional on the claim still being ours: a late finisher never overwrites a newer claim. */
  const ours = "id = $1 AND attempts = $2 AND status = 'sending'";

  async function send(row: Row): Promise<void> {
    const envelope: SendMailOptions = {
      from: config.mailFrom,
      to: addressOf(row.recipient, row.recipient_name),
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: row.headers,
      ...(row.reply_to ? { replyTo: addressOf(row.reply_to, row.reply_to_name) } : {}),
    };
    let file: string | null = null;
    try {
      if (smtp) {
        await smtp.sendMail(envelope);
      } else {
        const info = await outbox.sendMail(envelope);
        await mkdir(config.outboxDir, { recursive: true });
        file = path.join(config.outboxDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
        await writeFile(file, info.message as Buffer);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const delay = retryDelaySeconds(row.attempts);
      await db.query(
        `UPDATE mail_messages
            SET status = 'failed', error = $3, locked_until = NULL,
                next_attempt_at = CASE WHEN $4 THEN NULL ELSE now() + make_interval(secs => $5) END
          WHERE ${ours}`,
        [row.id, row.attempts, reason, giveUp, delay],
      );
      log.warn(
        {
          mailId: row.id,
          kind: row.kind,
          attempts: row.attempts,
          retryInSeconds: giveUp ? null : delay,
          reason: redactAddresses(reason),
        },
        giveUp ? 'e-mail delivery failed; giving up' : 'e-mail delivery failed; will retry',
      );
      throw new MailDeliveryError(row.id, reason);
    }

    await db.query(
      `UPDATE mail_messages
          SET status = $3, sent_at = now(), error = NULL, locked_until = NULL, next_attempt_at = NULL
        WHERE ${ours}`,
      [row.id, row.attempts, smtp ? 'sent' : 'outbox'],
    );
    if (file) {
      // Links carry single-use tokens: only a developer's own log may show them.
      const links =
        config.appEnv === 'development' ? { links: row.text_body.match(/https?:\/\/\S+/g) } : {};
      log.info({ mailId: row.id, kind: row.kind, file, ...links }, 'e-mail written to the outbox');
    }
  }

  /** Runs an attempt, tracked so that closing waits for it rather than cutting it off. */
  function track<T>(work: Promise<T>): Promise<T> {
    underWay.add(work);
    void work.then(
      () => underWay.delete(work),
      () => underWay.delete(work),
    );
    return work;
  }

  return {
    async store(message, tx = db) {
      const to = checked(message.to, 'to');
      const replyTo = message.replyTo ? checked(message.replyTo, 'replyTo') : null;
      // The request that stores a message tries it first; the retry pass takes it only if that
      // request never did (its process stopped), one retry delay later.
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO mail_messages (kind, recipient, recipient_name, subject, text_body, html_body,
                                    headers, reply_to, reply_to_name, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))
         RETURNING id`,
        [
          message.kind,
          to.address,
          to.name || null,
          message.subject,
          message.text,
          message.html,
          JSON.stringify(message.headers ?? {}),
          replyTo?.address ?? null,
          replyTo?.name || null,
          retryDelaySeconds(1),
        ],
      );
      return row!.id;
    },

    async deliver(id) {
      const attempt = track(
        claim(id).then(async (row) => {
          // Claimed elsewhere (or already sent): that attempt carries it.
          if (!row) return 'pending' as const;
          await send(row);
          return 'sent' as const;
        }),
      );
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<DeliveryOutcome>((resolve) => {
        timer = setTimeout(() => resolve('pending'), config.mailSendWaitMs);
      });
      try {
        return await Promise.race([attempt, waited]);
      } finally {
        clearTimeout(timer);
        // A failure after the wait is already recorded for the retry pass.
        attempt.catch(() => undefined);
      }
    },

    async retryDue() {
      // A sender that died holding the last allowed attempt: nothing will claim it again.
      await db.query(
        `UPDATE mail_messages
            SET status = 'failed', locked_until = NULL, next_attempt_at = NULL,
                error = coalesce(error, 'the sending process stopped during the last attempt')
          WHERE status = 'sending' AND locked_until <= now() AND attempts >= $1`,
        [MAIL_MAX_ATTEMPTS],
      );
      let sent = 0;
      for (let i = 0; i < RETRY_BATCH; i += 1) {
        const row = await claimNextDue();
        if (!row) break;
        await track(send(row)).then(
          () => (sent += 1),
          () => undefined,
        );
      }
      return sent;
    },

    async close() {
      await Promise.allSettled([...underWay]);
      smtp?.close();
    },
  };
}

/**
 * Sends a stored message without making the caller wait: what the message is about is already
 * committed, a failed attempt is retried by the retry pass, and the caller's answer does not
 * depend on the delivery (nor, for a request, its timing).
 */
export function deliverInBackground(
  mailer: Pick<Mailer, 'deliver'>,
  log: FastifyBaseLogger,
  messageId: number,
): void {
  mailer.deliver(messageId).catch((error: unknown) => {
    log.warn({ err: error, messageId }, 'e-mail not delivered yet; the retry pass will send it');
  });
}
