import { FIELD_RULES, type Language, sitePath, type SubscribeResponse } from '@lyceum/contracts';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { countAttempt } from '../../lib/attempt-limit';
import { EMAIL_CODES, fieldProblem } from '../../lib/field-rules';
import { apiError } from '../../lib/http-errors';
import { hashToken, looksLikeToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { MailDeliveryError, type Mailer } from '../mail/mail-service';
import { confirmationEmail } from './newsletter-emails';
import {
  createNewsletterRepository,
  type NewsletterRepository,
  type Subscriber,
  type TokenPurpose,
} from './newsletter-repository';

/** What a successful call says; its outcome is in `outcome` or `status` beside it. */
export const NewsletterMessages = {
  created: 'Thank you! Please check your email to confirm your subscription.',
  resent: 'Confirmation email resent. Please check your inbox.',
  welcome_back: 'Welcome back! Please check your email to confirm your subscription.',
  confirmed: 'Your subscription is confirmed.',
  alreadyConfirmed: 'This email is already confirmed.',
  unsubscribed: 'You have been unsubscribed.',
} as const;

/** How long a confirmation link stays valid. */
export const CONFIRMATION_TTL_HOURS = 48;
const HOUR = 3600;

export interface NewsletterServiceDeps {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  config: Pick<
    Config,
    'publicSiteUrl' | 'apiPublicUrl' | 'newsletterLimitPerAddress' | 'newsletterLimitPerClient'
  >;
}

export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { db, store, mailer, config } = deps;
  const subscribers = createNewsletterRepository(db);

  const limit = (key: string, max: number) =>
    countAttempt(store, key, {
      max,
      windowSeconds: HOUR,
      code: 'newsletter.too_many_attempts',
    });

  async function issueToken(tx: Queryable, subscriberId: number, purpose: TokenPurpose) {
    const { token, hash } = newToken();
    await createNewsletterRepository(tx).insertToken(
      hash,
      subscriberId,
      purpose,
      CONFIRMATION_TTL_HOURS,
    );
    return token;
  }

  /** Writes the confirmation e-mail in the same transaction as the subscription. */
  async function queueConfirmation(tx: Queryable, subscriber: Subscriber) {
    const confirm = await issueToken(tx, subscriber.id, 'confirm');
    const unsubscribe = await issueToken(tx, subscriber.id, 'unsubscribe');
    const query = `?lang=${subscriber.language}`;
    const email = confirmationEmail(subscriber.email, subscriber.language, {
      confirm: `${config.publicSiteUrl}${sitePath('newsletterConfirm', confirm)}${query}`,
      unsubscribePage: `${config.publicSiteUrl}${sitePath('newsletterUnsubscribe', unsubscribe)}${query}`,
      unsubscribeOneClick: `${config.apiPublicUrl}/api/newsletter/unsubscribe/${unsubscribe}`,
    });
    return mailer.store(email, tx);
  }

  const findByToken = async (token: string, purpose: TokenPurpose) =>
    looksLikeToken(token) ? subscribers.findByToken(hashToken(token), purpose) : null;

  return {
    async subscribe(
      rawEmail: string,
      language: Language,
      clientIp: string,
    ): Promise<SubscribeResponse> {
      const email = rawEmail.trim().toLowerCase();
      const problem = fieldProblem('email', FIELD_RULES.email, email, EMAIL_CODES);
      if (problem) throw problem;
      // Per hour: NEWSLETTER_LIMIT_PER_CLIENT for one client, whatever the addresses (a school
      // behind one address signs up many), and NEWSLETTER_LIMIT_PER_ADDRESS for one address,
      // whatever the clients, so nobody's inbox is flooded with confirmations.
      await limit(`newsletter:client:${clientIp}`, config.newsletterLimitPerClient);
      await limit(`newsletter:address:${email}`, config.newsletterLimitPerAddress);

      const { messageId, outcome } = await db.transaction(async (tx) => {
        const repository = createNewsletterRepository(tx);
        const existing = await repository.lockByEmail(email);
        if (existing?.status === 'confirmed') throw apiError('newsletter.already_subscribed');
        const subscriber = existing
          ? await repository.reopen(existing.id, language)
          : await repository.insert(email, language);
        const outcome = !existing
          ? ('created' as const)
          : existing.status === 'unsubscribed'
            ? ('welcome_back' as const)
            : ('resent' as const);
        return { messageId: await queueConfirmation(tx, subscriber), outcome };
      });

      try {
        await mailer.deliver(messageId);
      } catch (error) {
        // The subscription and the stored e-mail stay: the retry pass sends it once SMTP
        // answers again, and asking again sends a new one.
        if (error instanceof MailDeliveryError) throw apiError('newsletter.email_failed');
        throw error;
      }
      return { outcome, message: NewsletterMessages[outcome], email };
    },

    async confirm(token: string) {
      const subscriber = await findByToken(token, 'confirm');
      if (!subscriber || subscriber.status === 'unsubscribed') {
        throw apiError('newsletter.confirmation_invalid');
      }
      if (subscriber.status === 'confirmed') {
        return {
          status: 'already_confirmed' as const,
          message: NewsletterMessages.alreadyConfirmed,
          data: { email: subscriber.email },
        };
      }
      await subscribers.confirm(subscriber.id);
      return {
        status: 'confirmed' as const,
        message: NewsletterMessages.confirmed,
        data: { email: subscriber.email },
      };
    },

    async unsubscribeInfo(token: string) {
      const subscriber = await findByToken(token, 'unsubscribe');
      if (!subscriber) throw apiError('newsletter.unsubscribe_invalid');
      return {
        data: {
          email: subscriber.email,
          already_unsubscribed: subscriber.status === 'unsubscribed',
        },
      };
    },

    async unsubscribe(token: string, reason: string | null, feedback: string | null) {
      const subscriber = await findByToken(token, 'unsubscribe');
      if (!subscriber) throw apiError('newsletter.unsubscribe_invalid');
      if (subscriber.status !== 'unsubscribed') {
        await db.transaction((tx) =>
          createNewsletterRepository(tx).unsubscribe(subscriber.id, reason, feedback),
        );
      } else if (reason || feedback) {
        await subscribers.setUnsubscribeReason(subscriber.id, reason, feedback);
      }
      return {
        message: NewsletterMessages.unsubscribed,
        data: { email: subscriber.email, already_unsubscribed: true },
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

/**
 * What the accounts read and change of the newsletter: whether an address is a confirmed
 * subscriber, its subscription (for an account's export), and its removal with its account
 * (`db` is then the transaction deleting the account).
 */
export const createNewsletterSubscriptions = (
  db: Queryable,
): Pick<NewsletterRepository, 'isConfirmed' | 'record' | 'deleteByEmail'> =>
  createNewsletterRepository(db);
