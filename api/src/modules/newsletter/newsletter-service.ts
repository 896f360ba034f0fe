import type { Language } from '@lyceum/contracts';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { countAttempt } from '../../lib/attempt-limit';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { EMAIL_ADDRESS } from '../mail/addresses';
import { MailDeliveryError, type Mailer } from '../mail/mailer';
import { confirmationEmail } from './newsletter-emails';

export const NewsletterMessages = {
  subscribed: 'Thank you! Please check your email to confirm your subscription.',
  resent: 'Confirmation email resent. Please check your inbox.',
  welcomeBack: 'Welcome back! Please check your email to confirm your subscription.',
  alreadySubscribed: 'This email is already subscribed.',
  emailFailed: 'Failed to send confirmation email. Please try again later.',
  tooManyAttempts: 'Too many subscription attempts. Please try again later.',
  invalidEmail: 'Please enter a valid email address',
  invalidConfirmation: 'Invalid or expired confirmation link',
  invalidUnsubscribe: 'Invalid unsubscribe link',
  unsubscribed: 'You have been unsubscribed.',
} as const;

/** How long a confirmation link stays valid. */
export const CONFIRMATION_TTL_HOURS = 48;
/** Subscription attempts allowed per hour, for one address and for one client. */
export const ATTEMPTS_PER_ADDRESS = 5;
export const ATTEMPTS_PER_CLIENT = 20;
const HOUR = 3600;

interface Subscriber {
  id: number;
  email: string;
  language: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

export function createNewsletterService(deps: {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  config: Pick<Config, 'publicSiteUrl' | 'apiPublicUrl'>;
}) {
  const { db, store, mailer, config } = deps;

  const limit = (key: string, max: number) =>
    countAttempt(store, key, {
      max,
      windowSeconds: HOUR,
      detail: NewsletterMessages.tooManyAttempts,
    });

  async function issueToken(
    tx: Queryable,
    subscriberId: number,
    purpose: 'confirm' | 'unsubscribe',
  ) {
    const { token, hash } = newToken();
    await tx.query(
      `INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
       VALUES ($1, $2, $3, CASE WHEN $3 = 'confirm' THEN now() + make_interval(hours => $4::int) END)`,
      [hash, subscriberId, purpose, CONFIRMATION_TTL_HOURS],
    );
    return token;
  }

  /** Writes the confirmation e-mail in the same transaction as the subscription. */
  async function queueConfirmation(tx: Queryable, subscriber: Subscriber) {
    const confirm = await issueToken(tx, subscriber.id, 'confirm');
    const unsubscribe = await issueToken(tx, subscriber.id, 'unsubscribe');
    const query = `?lang=${subscriber.language}`;
    const email = confirmationEmail(subscriber.email, subscriber.language, {
      confirm: `${config.publicSiteUrl}/confirm/${confirm}${query}`,
      unsubscribePage: `${config.publicSiteUrl}/unsubscribe/${unsubscribe}${query}`,
      unsubscribeOneClick: `${config.apiPublicUrl}/api/newsletter/unsubscribe/${unsubscribe}`,
    });
    return mailer.store(email, tx);
  }

  async function findByToken(token: string, purpose: 'confirm' | 'unsubscribe') {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const [row] = await db.query<Subscriber>(
      `SELECT s.id, s.email, s.language, s.status
         FROM newsletter_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id
        WHERE t.token_hash = $1 AND t.purpose = $2 AND (t.expires_at IS NULL OR t.expires_at > now())`,
      [hashToken(token), purpose],
    );
    return row ?? null;
  }

  return {
    async subscribe(rawEmail: string, language: Language, clientIp: string) {
      const email = rawEmail.trim().toLowerCase();
      if (!email) throw badRequest(`email: This field is required`);
      if (email.length > 254 || !EMAIL_ADDRESS.test(email))
        throw badRequest(NewsletterMessages.invalidEmail);
      await limit(`newsletter:client:${clientIp}`, ATTEMPTS_PER_CLIENT);
      await limit(`newsletter:address:${email}`, ATTEMPTS_PER_ADDRESS);

      const { messageId, message } = await db.transaction(async (tx) => {
        const [existing] = await tx.query<Subscriber>(
          'SELECT id, email, language, status FROM newsletter_subscribers WHERE lower(email) = $1 FOR UPDATE',
          [email],
        );
        if (existing?.status === 'confirmed') {
          throw new HttpError(409, NewsletterMessages.alreadySubscribed);
        }
        const [subscriber] = existing
          ? await tx.query<Subscriber>(
              `UPDATE newsletter_subscribers
                  SET status = 'pending', language = $2, updated_at = now(), unsubscribed_at = NULL
                WHERE id = $1 RETURNING id, email, language, status`,
              [existing.id, language],
            )
          : await tx.query<Subscriber>(
              `INSERT INTO newsletter_subscribers (email, language, status) VALUES ($1, $2, 'pending')
               ON CONFLICT ((lower(email))) DO UPDATE SET updated_at = now()
               RETURNING id, email, language, status`,
              [email, language],
            );
        const text = !existing
          ? NewsletterMessages.subscribed
          : existing.status === 'unsubscribed'
            ? NewsletterMessages.welcomeBack
            : NewsletterMessages.resent;
        return { messageId: await queueConfirmation(tx, subscriber!), message: text };
      });

      try {
        await mailer.deliver(messageId);
      } catch (error) {
        // The subscription and the stored e-mail stay: the retry pass sends it once SMTP
        // answers again, and asking again sends a new one.
        if (error instanceof MailDeliveryError)
          throw new HttpError(502, NewsletterMessages.emailFailed);
        throw error;
      }
      return { message, email };
    },

    async confirm(token: string) {
      const subscriber = await findByToken(token, 'confirm');
      if (!subscriber || subscriber.status === 'unsubscribed') {
        throw notFound(NewsletterMessages.invalidConfirmation);
      }
      if (subscriber.status === 'confirmed') {
        return {
          status: 'already_confirmed' as const,
          message: 'This email is already confirmed.',
          data: { email: subscriber.email },
        };
      }
      await db.query(
        "UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1",
        [subscriber.id],
      );
      return {
        status: 'confirmed' as const,
        message: 'Your subscription is confirmed.',
        data: { email: subscriber.email },
      };
    },

    async unsubscribeInfo(token: string) {
      const subscriber = await findByToken(token, 'unsubscribe');
      if (!subscriber) throw notFound(NewsletterMessages.invalidUnsubscribe);
      return {
        data: {
          email: subscriber.email,
          already_unsubscribed: subscriber.status === 'unsubscribed',
        },
      };
    },

    async unsubscribe(token: string, reason: string | null, feedback: string | null) {
      const subscriber = await findByToken(token, 'unsubscribe');
      if (!subscriber) throw notFound(NewsletterMessages.invalidUnsubscribe);
      if (subscriber.status !== 'unsubscribed') {
        await db.transaction(async (tx) => {
          await tx.query(
            `UPDATE newsletter_subscribers
                SET status = 'unsubscribed', unsubscribed_at = now(), updated_at = now(),
                    unsubscribe_reason = $2, unsubscribe_feedback = $3
              WHERE id = $1`,
            [subscriber.id, reason, feedback],
          );
          // Pending confirmation links die with the subscription.
          await tx.query(
            "DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND purpose = 'confirm'",
            [subscriber.id],
          );
        });
      } else if (reason || feedback) {
        await db.query(
          'UPDATE newsletter_subscribers SET unsubscribe_reason = $2, unsubscribe_feedback = $3 WHERE id = $1',
          [subscriber.id, reason, feedback],
        );
      }
      return {
        message: NewsletterMessages.unsubscribed,
        data: { email: subscriber.email, already_unsubscribed: true },
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
