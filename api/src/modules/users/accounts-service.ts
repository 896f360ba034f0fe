import {
  DEFAULT_LANGUAGE,
  FIELD_RULES,
  type Language,
  type SignUpBody,
  sitePath,
} from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db';
import { PgError, pgErrorCode } from '../../db/database';
import { countAttempt } from '../../lib/attempt-limit';
import { EMAIL_CODES, fieldProblem } from '../../lib/field-rules';
import { apiError, type HttpError } from '../../lib/http-errors';
import { hashToken, looksLikeToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { deliverInBackground, type Mailer } from '../mail/mail-service';
import { createNewsletterSubscriptions } from '../newsletter/newsletter-service';
import { signInFailuresEmail, VERIFICATION_TTL_HOURS, verificationEmail } from './account-emails';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { isAdminEmail, roleOf } from './roles';
import { createSignInGuard, SIGN_IN_FAILURES_MAX } from './sign-in-guard';
import type { TokenService } from './tokens';
import { createUsersRepository, type UserRow } from './users-repository';

/** What a successful call says. */
export const AccountMessages = {
  verified: 'Your e-mail address is confirmed.',
  verificationResent: 'If an account is waiting for confirmation, a new link is on its way.',
  resetRequested: 'If an account uses this address, a link to reset its password is on its way.',
  passwordReset: 'Your password has been reset. You can now sign in with it.',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  emailChangeRequested:
    'A link to confirm your new address has been sent to it. Your address changes once it is followed.',
  emailChanged: 'Your e-mail address has been changed.',
} as const;

/** Confirmation e-mails one client, and one account, may ask for per hour. */
export const RESEND_PER_CLIENT_PER_HOUR = 10;
export const RESEND_PER_ACCOUNT_PER_HOUR = 3;

/** A username's rules, each with its own words. */
const USERNAME_CODES = {
  too_short: 'auth.username_too_short',
  too_long: 'auth.username_too_long',
  pattern: 'auth.username_characters',
} as const;

/** The first rule a sign-up breaks, in the order the form shows its fields. */
export function signUpProblem(input: SignUpBody): HttpError | null {
  const username = fieldProblem('username', FIELD_RULES.username, input.username, USERNAME_CODES);
  if (username) return username;
  const email = fieldProblem('email', FIELD_RULES.email, input.email, EMAIL_CODES);
  if (email) return email;
  if (!input.password) return apiError('validation.required', 'password');
  const password = passwordProblem(input.password, [input.username.trim(), input.email.trim()]);
  return password && apiError(password, 'password');
}

export interface AccountsServiceDeps {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  tokens: TokenService;
  config: Pick<
    Config,
    | 'signupMode'
    | 'signupAllowlist'
    | 'adminEmails'
    | 'publicSiteUrl'
    | 'signupLimitPerAddress'
    | 'signupLimitPerClient'
  >;
  log: FastifyBaseLogger;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, store, mailer, tokens, config, log } = deps;
  const users = createUsersRepository(db);
  const subscribers = createNewsletterSubscriptions(db);
  const guard = createSignInGuard(store);

  /** In allowlist mode, whether the address may hold an account (once it is proven). */
  async function mayJoin(email: string): Promise<boolean> {
    if (config.signupMode === 'open' || isAdminEmail(config, email)) return true;
    const lower = email.toLowerCase();
    const domain = lower.slice(lower.lastIndexOf('@'));
    if (config.signupAllowlist.includes(lower) || config.signupAllowlist.includes(domain)) {
      return true;
    }
    // A confirmed subscription already proved the address.
    return subscribers.isConfirmed(lower);
  }

  /** Writes a new single-use link for `user` (older links die) and its e-mail, in `tx`. */
  async function queueVerification(tx: Queryable, user: UserRow, language: Language) {
    const { token, hash } = newToken();
    await createUsersRepository(tx).replaceLinkToken(
      'verification',
      user.id,
      hash,
      VERIFICATION_TTL_HOURS,
    );
    const link = `${config.publicSiteUrl}${sitePath('verifyEmail', token)}?lang=${language}`;
    return mailer.store(verificationEmail(user.email, user.username, language, link), tx);
  }

  /** Sends in the background: the account exists either way, and the link can be resent. */
  const deliver = (messageId: number) => deliverInBackground(mailer, log, messageId);

  const taken = (which: { email: boolean }) =>
    which.email
      ? apiError('auth.email_taken', 'email')
      : apiError('auth.username_taken', 'username');

  return {
    async signUp(input: SignUpBody, clientIp: string): Promise<UserRow> {
      const problem = signUpProblem(input);
      if (problem) throw problem;
      const username = input.username.trim();
      const email = input.email.trim().toLowerCase();
      // The answer tells whether a username or address is taken: asking is counted per hour,
      // for one client whatever the addresses (a class behind one school address still joins),
      // and for one address whatever the clients.
      const hourly = (key: string, max: number) =>
        countAttempt(store, key, { max, windowSeconds: 3600 });
      await hourly(`signup:client:${clientIp}`, config.signupLimitPerClient);
      await hourly(`signup:address:${email}`, config.signupLimitPerAddress);
      const language = input.language ?? DEFAULT_LANGUAGE;
      if (!(await mayJoin(email))) throw apiError('auth.signup_restricted');

      const passwordHash = await hashPassword(input.password);
      try {
        const { user, messageId } = await db.transaction(async (tx) => {
          const repository = createUsersRepository(tx);
          await repository.releaseUnverified(username, email);
          const existing = await repository.taken(username, email);
          if (existing.email || existing.username) throw taken(existing);
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
          throw taken(await users.taken(username, email));
        }
        throw error;
      }
    },

    /** Follows the link of a verification e-mail: the address is proven, and grants its role. */
    async verifyEmail(token: string) {
      if (!looksLikeToken(token)) throw apiError('auth.verification_invalid');
      const user = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        // Single use: the token is deleted as it is read.
        const userId = await repository.takeLinkToken('verification', hashToken(token));
        const owner = userId === null ? null : await repository.findById(userId);
        return owner && repository.markVerified(owner.id, roleOf(config, owner));
      });
      if (!user) throw apiError('auth.verification_invalid');
      return { message: AccountMessages.verified, email: user.email };
    },

    /** The same answer whether or not an account waits: it tells nothing about accounts. */
    async resendVerification(login: string, language: Language | undefined, clientIp: string) {
      const limit = (key: string, max: number) =>
        countAttempt(store, key, { max, windowSeconds: 3600 });
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
    async signIn(login: string, password: string, clientIp: string) {
      const user = login.trim() ? await users.findByLogin(login.trim()) : null;
      const account = user?.id ?? login;
      await guard.check(account, clientIp);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyDecoy(password).then(() => false);
      if (!user || !valid || !user.is_active) {
        const holdSeconds = await guard.failed(account, clientIp);
        // The owner hears of the hold at their proven address (never an unproven one: anyone
        // may sign up with another's address).
        if (holdSeconds > 0 && user?.is_active && user.email_verified_at !== null) {
          const messageId = await mailer.store(
            signInFailuresEmail(user.email, user.username, user.preferred_language, {
              failures: SIGN_IN_FAILURES_MAX,
              holdSeconds,
              at: new Date(),
              address: clientIp,
            }),
          );
          deliver(messageId);
        }
        throw apiError('auth.invalid_credentials');
      }
      await guard.succeeded(user.id, clientIp);
      const verified = user.email_verified_at !== null;
      // In the alpha, an account is only as good as its proven address.
      if (!verified && config.signupMode === 'allowlist') throw apiError('auth.email_unverified');
      const role = roleOf(config, user);
      const current =
        verified && user.role !== role ? ((await users.setRole(user.id, role)) ?? user) : user;
      return { user: current, accessToken: tokens.issue(current) };
    },

    async setLanguage(id: number, language: Language): Promise<UserRow> {
      const updated = await users.setLanguage(id, language);
      // The account was deleted while its session was still valid.
      if (!updated) throw apiError('auth.not_authenticated');
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
