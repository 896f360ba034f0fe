import type { Language } from '@lyceum/contracts';
import type { Queryable } from '../../db';

export interface Subscriber {
  id: number;
  email: string;
  language: Language;
  status: 'pending' | 'confirmed' | 'unsubscribed';
}

/** Everything the list holds about one address, as an account export gives it. */
export interface SubscriptionRecord {
  email: string;
  status: Subscriber['status'];
  language: Language;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

export type TokenPurpose = 'confirm' | 'unsubscribe';

const COLUMNS = 'id, email, language, status';
const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** The SQL of the early-access list: subscribers and the tokens of their e-mailed links. */
export function createNewsletterRepository(db: Queryable) {
  return {
    /** The subscriber with this address (lower-cased), locked until the transaction ends. */
    lockByEmail: async (email: string) =>
      first(
        await db.query<Subscriber>(
          `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE lower(email) = $1 FOR UPDATE`,
          [email],
        ),
      ),

    /** A new pending subscriber (a concurrent one with the same address is returned instead). */
    insert: async (email: string, language: Language) =>
      (
        await db.query<Subscriber>(
          `INSERT INTO newsletter_subscribers (email, language, status) VALUES ($1, $2, 'pending')
           ON CONFLICT ((lower(email))) DO UPDATE SET updated_at = now()
           RETURNING ${COLUMNS}`,
          [email, language],
        )
      )[0] as Subscriber,

    /** Pending again, in `language`: a new confirmation is on its way. */
    reopen: async (id: number, language: Language) =>
      (
        await db.query<Subscriber>(
          `UPDATE newsletter_subscribers
              SET status = 'pending', language = $2, updated_at = now(), unsubscribed_at = NULL
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, language],
        )
      )[0] as Subscriber,

    /** Stores a link token's hash; a confirmation link expires after `ttlHours`, others never. */
    async insertToken(
      hash: string,
      subscriberId: number,
      purpose: TokenPurpose,
      ttlHours: number,
    ): Promise<void> {
      await db.query(
        `INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
         VALUES ($1, $2, $3, CASE WHEN $3 = 'confirm' THEN now() + make_interval(hours => $4::int) END)`,
        [hash, subscriberId, purpose, ttlHours],
      );
    },

    /** The subscriber a live link token of `purpose` belongs to. */
    findByToken: async (hash: string, purpose: TokenPurpose) =>
      first(
        await db.query<Subscriber>(
          `SELECT s.id, s.email, s.language, s.status
             FROM newsletter_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id
            WHERE t.token_hash = $1 AND t.purpose = $2
              AND (t.expires_at IS NULL OR t.expires_at > now())`,
          [hash, purpose],
        ),
      ),

    async confirm(id: number): Promise<void> {
      await db.query(
        `UPDATE newsletter_subscribers
            SET status = 'confirmed', confirmed_at = now(), updated_at = now()
          WHERE id = $1`,
        [id],
      );
    },

    /** Unsubscribes, with the reason given; pending confirmation links die with it. */
    async unsubscribe(id: number, reason: string | null, feedback: string | null): Promise<void> {
      await db.query(
        `UPDATE newsletter_subscribers
            SET status = 'unsubscribed', unsubscribed_at = now(), updated_at = now(),
                unsubscribe_reason = $2, unsubscribe_feedback = $3
          WHERE id = $1`,
        [id, reason, feedback],
      );
      await db.query(
        "DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND purpose = 'confirm'",
        [id],
      );
    },

    async setUnsubscribeReason(
      id: number,
      reason: string | null,
      feedback: string | null,
    ): Promise<void> {
      await db.query(
        'UPDATE newsletter_subscribers SET unsubscribe_reason = $2, unsubscribe_feedback = $3 WHERE id = $1',
        [id, reason, feedback],
      );
    },

    /** The subscription of the address (lower-cased), whatever its status, or null. */
    record: async (email: string) =>
      first(
        await db.query<SubscriptionRecord>(
          `SELECT email, status, language, created_at, confirmed_at, unsubscribed_at
             FROM newsletter_subscribers WHERE lower(email) = $1`,
          [email],
        ),
      ),

    /** Forgets the address (lower-cased) and its links. */
    async deleteByEmail(email: string): Promise<void> {
      await db.query('DELETE FROM newsletter_subscribers WHERE lower(email) = $1', [email]);
    },

    /** Whether the address (lower-cased) confirmed a subscription: it is proven to be theirs. */
    isConfirmed: async (email: string) =>
      (
        await db.query(
          "SELECT 1 FROM newsletter_subscribers WHERE lower(email) = $1 AND status = 'confirmed'",
          [email],
        )
      ).length > 0,
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
