import { AUTH_ERROR_CODES, type Language, type SignUpBody } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { PgError, pgErrorCode } from '../../db/database';
import { countAttempt } from '../../lib/attempt-limit';
import {
  TOO_MANY_REQUESTS,
  badRequest,
  forbidden,
  notFound,
  unauthorized,
} from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { EMAIL_ADDRESS } from '../mail/addresses';
import type { Mailer } from '../mail/mailer';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { createSignInGuard } from './sign-in-guard';
import type { TokenService } from './tokens';
import { createUsersRepository, type UserRow } from './users-repository';
import { VERIFICATION_TTL_HOURS, verificationEmail } from './verification-email';

export const AccountMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  signupRestricted:
    'Sign-up is restricted to authorised users during the alpha. Join the early-access list to be invited.',
  emailUnverified: 'Please confirm your e-mail address first.',
  verificationInvalid: 'This confirmation link is invalid or has expired.',
  verified: 'Your e-mail address is confirmed.',
  verificationResent: 'If an account is waiting for confirmation, a new link is on its way.',
  notAuthenticated: 'Not authenticated',
  sessionInvalid: 'Could not validate credentials',
} as const;

/** Confirmation e-mails one client, and one account, may ask for per hour. */
export const RESEND_PER_CLIENT_PER_HOUR = 10;
export const RESEND_PER_ACCOUNT_PER_HOUR = 3;

const USERNAME = /^[A-Za-z0-9_]+$/;
const TOKEN = /^[\w-]{20,100}$/;

/** The first rule a sign-up breaks, in the order the form shows its fields. */
export function signUpProblem(input: SignUpBody): { detail: string; code?: string } | null {
  const username = input.username.trim();
  const email = input.email.trim();
  const problem = (detail: string) => ({ detail });
  if (!username) return problem(`username: ${AccountMessages.required}`);
  if (username.length < 3) return problem(AccountMessages.usernameTooShort);
  if (username.length > 50) return problem(AccountMessages.usernameTooLong);
  if (!USERNAME.test(username)) return problem(AccountMessages.usernameCharacters);
  if (!email) return problem(`email: ${AccountMessages.required}`);
  if (email.length > 254 || !EMAIL_ADDRESS.test(email))
    return problem(AccountMessages.invalidEmail);
  if (!input.password) return problem(`password: ${AccountMessages.required}`);
  return passwordProblem(input.password, [username, email]);
}

export function createAccountsService(deps: {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  tokens: TokenService;
  config: Pick<Config, 'signupMode' | 'signupAllowlist' | 'adminEmails' | 'publicSiteUrl'>;
  log: FastifyBaseLogger;
}) {
  const { db, store, mailer, tokens, config, log } = deps;
  const users = createUsersRepository(db);
  const guard = createSignInGuard(store);
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());
  /** What a proven address grants: the admin role for ADMIN_EMAILS. */
  const roleOf = (user: UserRow) =>
    user.role === 'admin' || isAdminEmail(user.email) ? 'admin' : 'standard';

  /** In allowlist mode, whether the address may hold an account (once it is proven). */
  async function mayJoin(email: string): Promise<boolean> {
    if (config.signupMode === 'open' || isAdminEmail(email)) return true;
    const lower = email.toLowerCase();
    const domain = lower.slice(lower.lastIndexOf('@'));
    if (config.signupAllowlist.includes(lower) || config.signupAllowlist.includes(domain)) {
      return true;
    }
    // A confirmed subscription already proved the address.
    const confirmed = await db.query(
      "SELECT 1 FROM newsletter_subscribers WHERE lower(email) = $1 AND status = 'confirmed'",
      [lower],
    );
    return confirmed.length > 0;
  }

  /** Writes a new single-use link for `user` (older links die) and its e-mail, in `tx`. */
  async function queueVerification(tx: Queryable, user: UserRow, language: Language) {
    const { token, hash } = newToken();
    await tx.query('DELETE FROM email_verification_tokens WHERE user_id = $1', [user.id]);
    await tx.query(
      `INSERT INTO email_verification_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3::int))`,
      [hash, user.id, VERIFICATION_TTL_HOURS],
    );
    const link = `${config.publicSiteUrl}/verify-email/${token}?lang=${language}`;
    return mailer.store(verificationEmail(user.email, user.username, language, link), tx);
  }

  /** Sends in the background: the account exists either way, and the link can be resent. */
  function deliver(messageId: number) {
    mailer.deliver(messageId).catch((error: unknown) => {
      log.warn({ err: error, messageId }, 'verification e-mail not delivered');
    });
  }

  return {
    users,

    async signUp(input: SignUpBody): Promise<UserRow> {
      const problem = signUpProblem(input);
      if (problem) throw badRequest(problem.detail, problem.code);
      const username = input.username.trim();
      const email = input.email.trim().toLowerCase();
      const language = input.language ?? 'en';
      if (!(await mayJoin(email))) throw forbidden(AccountMessages.signupRestricted);

      const passwordHash = await hashPassword(input.password);
      try {
        const { user, messageId } = await db.transaction(async (tx) => {
          const repository = createUsersRepository(tx);
          await repository.releaseUnverified(username, email);
          const taken = await repository.taken(username, email);
          if (taken.email) throw badRequest(AccountMessages.emailTaken);
          if (taken.username) throw badRequest(AccountMessages.usernameTaken);
          // No role from the address yet: it is granted when the address is proven.
          const created = await repository.insert({
            username,
            email,
            passwordHash,
            fullName: input.full_name?.trim() || null,
            bio: input.bio?.trim() || null,
            role: 'standard',
            language,
          });
          return { user: created, messageId: await queueVerification(tx, created, language) };
        });
        deliver(messageId);
        return user;
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (pgErrorCode(error) === PgError.uniqueViolation) {
          const again = await users.taken(username, email);
          throw badRequest(
            again.email ? AccountMessages.emailTaken : AccountMessages.usernameTaken,
          );
        }
        throw error;
      }
    },

    /** Follows the link of a verification e-mail: the address is proven, and grants its role. */
    async verifyEmail(token: string) {
      const invalid = () =>
        notFound(AccountMessages.verificationInvalid, AUTH_ERROR_CODES.verificationInvalid);
      if (!TOKEN.test(token)) throw invalid();
      const user = await db.transaction(async (tx) => {
        // Single use: the row is deleted as it is read.
        const [row] = await tx.query<{ user_id: number }>(
          `DELETE FROM email_verification_tokens
            WHERE token_hash = $1 AND expires_at > now() RETURNING user_id`,
          [hashToken(token)],
        );
        if (!row) return null;
        const repository = createUsersRepository(tx);
        const owner = await repository.findById(row.user_id);
        return owner && repository.markVerified(owner.id, roleOf(owner));
      });
      if (!user) throw invalid();
      return { message: AccountMessages.verified, email: user.email };
    },

    /** The same answer whether or not an account waits: it tells nothing about accounts. */
    async resendVerification(login: string, language: Language | undefined, clientIp: string) {
      const limit = (key: string, max: number) =>
        countAttempt(store, key, { max, windowSeconds: 3600, detail: TOO_MANY_REQUESTS });
      await limit(`verify:client:${clientIp}`, RESEND_PER_CLIENT_PER_HOUR);
      const user = login.trim() ? await users.findByLogin(login.trim()) : null;
      if (user && user.is_active && user.email_verified_at === null) {
        await limit(`verify:account:${user.id}`, RESEND_PER_ACCOUNT_PER_HOUR);
        const messageId = await db.transaction((tx) =>
          queueVerification(tx, user, language ?? user.preferred_language),
        );
        deliver(messageId);
      }
      return { message: AccountMessages.verificationResent };
    },

    /** One answer for every failure, so that sign-in tells nothing about who has an account. */
    async signIn(login: string, password: string) {
      const user = login.trim() ? await users.findByLogin(login.trim()) : null;
      const account = user?.id ?? login;
      await guard.check(account);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyDecoy(password).then(() => false);
      if (!user || !valid || !user.is_active) {
        await guard.failed(account);
        throw unauthorized(AccountMessages.invalidCredentials);
      }
      await guard.succeeded(user.id);
      const verified = user.email_verified_at !== null;
      // In the alpha, an account is only as good as its proven address.
      if (!verified && config.signupMode === 'allowlist') {
        throw forbidden(AccountMessages.emailUnverified, AUTH_ERROR_CODES.emailUnverified);
      }
      const current =
        verified && user.role !== roleOf(user)
          ? ((await users.setRole(user.id, roleOf(user))) ?? user)
          : user;
      return { user: current, accessToken: tokens.issue(current.id) };
    },

    /** The active user a bearer token names, or a 401. */
    async authenticate(authorization: string | undefined): Promise<UserRow> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw unauthorized(AccountMessages.notAuthenticated);
      const id = tokens.verify(match[1]);
      const user = id === null ? null : await users.findById(id);
      if (!user?.is_active) throw unauthorized(AccountMessages.sessionInvalid);
      return user;
    },

    setLanguage: (id: number, language: Language) => users.setLanguage(id, language),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
