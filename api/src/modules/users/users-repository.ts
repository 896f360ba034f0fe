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

export function createUsersRepository(db: Queryable) {
  return {
    findById: async (id: number) =>
      first(await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])),

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

    /** Stores the hash of a new verification link for `userId`; older links of the user die. */
    async replaceVerificationToken(userId: number, hash: string, ttlHours: number): Promise<void> {
      await db.query('DELETE FROM email_verification_tokens WHERE user_id = $1', [userId]);
      await db.query(
        `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
        [hash, userId, ttlHours],
      );
    },

    /** The user a live verification link belongs to; the link is used up as it is read. */
    takeVerificationToken: async (hash: string) =>
      (
        await db.query<{ user_id: number }>(
          `DELETE FROM email_verification_tokens
            WHERE token_hash = $1 AND expires_at > now() RETURNING user_id`,
          [hash],
        )
      )[0]?.user_id ?? null,

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
