import type { Language, Role, UserProfile } from '@lyceum/contracts';
import type { Queryable } from '../../db';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  full_name: string | null;
  bio: string | null;
  is_active: boolean;
  role: Role;
  preferred_language: Language;
  email_verified_at: Date | null;
  /** Bumped to revoke every access token issued before (they carry the version they had). */
  token_version: number;
  created_at: Date;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  fullName: string | null;
  bio: string | null;
  role: Role;
  language: Language;
  /** Set for accounts whose address is known to be theirs (demo accounts). */
  verified?: boolean;
}

/**
 * The user's address once proven, lower-cased; null before. The newsletter subscription of an
 * address is the account's only once the account proved it.
 */
export const provenAddress = (user: Pick<UserRow, 'email' | 'email_verified_at'>) =>
  user.email_verified_at === null ? null : user.email.toLowerCase();

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    bio: row.bio,
    is_active: row.is_active,
    is_superuser: row.role === 'admin',
    preferred_language: row.preferred_language,
    role: row.role,
    email_verified: row.email_verified_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** Days an unverified account keeps its username and e-mail. */
export const UNVERIFIED_HOLD_DAYS = 7;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/**
 * The tables of single-use links that belong to one user and carry nothing else: the address
 * verification and the password reset.
 */
const LINK_TABLES = {
  verification: 'email_verification_tokens',
  reset: 'password_reset_tokens',
} as const;
type LinkKind = keyof typeof LINK_TABLES;

/** A pending change of address: whose it is, and the address it moves to. */
export interface EmailChange {
  user_id: number;
  new_email: string;
}

export function createUsersRepository(db: Queryable) {
  return {
    findById: async (id: number) =>
      first(await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])),

    /** By e-mail address only, case-insensitively. */
    findByEmail: async (email: string) =>
      first(await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email])),

    /** By username or e-mail, case-insensitively. */
    findByLogin: async (login: string) =>
      first(
        await db.query<UserRow>(
          'SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) ORDER BY lower(username) = lower($1) DESC LIMIT 1',
          [login],
        ),
      ),

    async taken(username: string, email: string) {
      const rows = await db.query<{ username_taken: boolean; email_taken: boolean }>(
        `SELECT bool_or(lower(username) = lower($1)) AS username_taken,
                bool_or(lower(email) = lower($2)) AS email_taken
           FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
        [username, email],
      );
      return { username: rows[0]?.username_taken === true, email: rows[0]?.email_taken === true };
    },

    insert: async (user: NewUser) =>
      (
        await db.query<UserRow>(
          `INSERT INTO users (username, email, password_hash, full_name, bio, role, preferred_language, email_verified_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END) RETURNING *`,
          [
            user.username,
            user.email,
            user.passwordHash,
            user.fullName,
            user.bio,
            user.role,
            user.language,
            user.verified === true,
          ],
        )
      )[0] as UserRow,

    setLanguage: async (id: number, language: Language) =>
      first(
        await db.query<UserRow>(
          'UPDATE users SET preferred_language = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [id, language],
        ),
      ),

    setRole: async (id: number, role: Role) =>
      first(
        await db.query<UserRow>(
          'UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [id, role],
        ),
      ),

    /** Marks the address as proven; `role` is what it grants (admin for ADMIN_EMAILS). */
    markVerified: async (id: number, role: Role) =>
      first(
        await db.query<UserRow>(
          `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), role = $2,
                  updated_at = now()
            WHERE id = $1 RETURNING *`,
          [id, role],
        ),
      ),

    /**
     * An account that never proved its address holds its username and e-mail for a week only:
     * after that, whoever signs up with them gets them.
     */
    async releaseUnverified(username: string, email: string): Promise<void> {
      await db.query(
        `DELETE FROM users
          WHERE email_verified_at IS NULL
            AND created_at < now() - make_interval(days => $3::int)
            AND (lower(username) = lower($1) OR lower(email) = lower($2))`,
        [username, email, UNVERIFIED_HOLD_DAYS],
      );
    },

    /** Stores the hash of a new link of `kind` for `userId`; older links of that kind die. */
    async replaceLinkToken(
      kind: LinkKind,
      userId: number,
      hash: string,
      ttlHours: number,
    ): Promise<void> {
      await db.query(`DELETE FROM ${LINK_TABLES[kind]} WHERE user_id = $1`, [userId]);
      await db.query(
        `INSERT INTO ${LINK_TABLES[kind]} (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
        [hash, userId, ttlHours],
      );
    },

    /** The user a live link of `kind` belongs to, the link left as it is. */
    findLinkToken: async (kind: LinkKind, hash: string) =>
      (
        await db.query<{ user_id: number }>(
          `SELECT user_id FROM ${LINK_TABLES[kind]} WHERE token_hash = $1 AND expires_at > now()`,
          [hash],
        )
      )[0]?.user_id ?? null,

    /** The user a live link of `kind` belongs to; the link is used up as it is read. */
    takeLinkToken: async (kind: LinkKind, hash: string) =>
      (
        await db.query<{ user_id: number }>(
          `DELETE FROM ${LINK_TABLES[kind]}
            WHERE token_hash = $1 AND expires_at > now() RETURNING user_id`,
          [hash],
        )
      )[0]?.user_id ?? null,

    /** Every link of `kind` the user still holds dies. */
    async deleteLinkTokens(kind: LinkKind, userId: number): Promise<void> {
      await db.query(`DELETE FROM ${LINK_TABLES[kind]} WHERE user_id = $1`, [userId]);
    },

    /** Stores the hash of a link that moves `userId` to `newEmail`; older such links die. */
    async replaceEmailChangeToken(
      userId: number,
      hash: string,
      newEmail: string,
      ttlHours: number,
    ): Promise<void> {
      await db.query('DELETE FROM email_change_tokens WHERE user_id = $1', [userId]);
      await db.query(
        `INSERT INTO email_change_tokens (token_hash, user_id, new_email, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
        [hash, userId, newEmail, ttlHours],
      );
    },

    /** The change a live link stands for; that link and every other of its user are used up. */
    async takeEmailChangeToken(hash: string): Promise<EmailChange | null> {
      const change = first(
        await db.query<EmailChange>(
          `DELETE FROM email_change_tokens
            WHERE token_hash = $1 AND expires_at > now() RETURNING user_id, new_email`,
          [hash],
        ),
      );
      if (change) {
        await db.query('DELETE FROM email_change_tokens WHERE user_id = $1', [change.user_id]);
      }
      return change;
    },

    async deleteEmailChangeTokens(userId: number): Promise<void> {
      await db.query('DELETE FROM email_change_tokens WHERE user_id = $1', [userId]);
    },

    /** Whether an account other than `userId` holds the address, in any case. */
    emailTakenByOther: async (email: string, userId: number) =>
      (
        await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [
          email,
          userId,
        ])
      ).length > 0,

    /**
     * Frees an address held by an account that never proved it for a week, as sign-up does
     * (`releaseUnverified`), for `userId` to move to it.
     */
    async releaseUnverifiedEmail(email: string, userId: number): Promise<void> {
      await db.query(
        `DELETE FROM users
          WHERE email_verified_at IS NULL
            AND created_at < now() - make_interval(days => $3::int)
            AND lower(email) = lower($1) AND id <> $2`,
        [email, userId, UNVERIFIED_HOLD_DAYS],
      );
    },

    /** The proven new address, and the role it grants. */
    setEmail: async (id: number, email: string, role: Role) =>
      first(
        await db.query<UserRow>(
          `UPDATE users SET email = $2, email_verified_at = now(), role = $3, updated_at = now()
            WHERE id = $1 RETURNING *`,
          [id, email, role],
        ),
      ),

    /** A new password; every token issued before is revoked. */
    setPassword: async (id: number, passwordHash: string) =>
      first(
        await db.query<UserRow>(
          `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
            WHERE id = $1 RETURNING *`,
          [id, passwordHash],
        ),
      ),

    /** The active administrators, locked until the transaction ends. */
    lockActiveAdmins: async () =>
      (
        await db.query<{ id: number }>(
          "SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE",
        )
      ).map((row) => row.id),

    /** Deletes the account; every row that references it goes with it. */
    async delete(id: number): Promise<void> {
      await db.query('DELETE FROM users WHERE id = $1', [id]);
    },

    setActive: async (id: number, active: boolean) =>
      first(
        await db.query<UserRow>(
          'UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING *',
          [id, active],
        ),
      ),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
