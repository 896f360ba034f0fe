import {
  type ChangePasswordResponse,
  FIELD_RULES,
  type Language,
  sitePath,
} from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { PgError, pgErrorCode } from '../../db/database';
import { countAttempt } from '../../lib/attempt-limit';
import { EMAIL_CODES, fieldProblem } from '../../lib/field-rules';
import { apiError } from '../../lib/http-errors';
import { hashToken, looksLikeToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { deliverInBackground, type Mailer } from '../mail/mail-service';
import { createNewsletterSubscriptions } from '../newsletter/newsletter-service';
import { EMAIL_CHANGE_TTL_HOURS, emailChangeEmail, emailChangeNotice } from './account-emails';
import { AccountMessages } from './accounts-service';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { roleOf } from './roles';
import { createSignInGuard } from './sign-in-guard';
import type { TokenService } from './tokens';
import { createUsersRepository, provenAddress, type UserRow } from './users-repository';

/** Changes of address one account may ask for per hour (each one e-mails two addresses). */
export const EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR = 5;

export interface AccountSettingsServiceDeps {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  tokens: TokenService;
  config: Pick<Config, 'publicSiteUrl' | 'adminEmails'>;
  log: FastifyBaseLogger;
}

/**
 * What signed-in users do with their own account: change its password or its address, delete
 * it (its copy is account-export.ts). Whatever changes a credential asks for the current
 * password; a wrong one is a 400 naming the field (a 401 would end the session in the browser),
 * and repeated wrong ones hold the account's password checks back as failed sign-ins do.
 */
export function createAccountSettingsService(deps: AccountSettingsServiceDeps) {
  const { db, store, mailer, tokens, config, log } = deps;
  const guard = createSignInGuard(store, 'password-check');

  async function confirmPassword(user: UserRow, password: string, field: string) {
    if (!password) throw apiError('validation.required', field);
    await guard.check(user.id);
    if (!(await verifyPassword(user.password_hash, password))) {
      await guard.failed(user.id);
      throw apiError('auth.password_incorrect', field);
    }
    await guard.succeeded(user.id);
  }

  return {
    /**
     * A new password revokes every session; the answer carries a new token for this one. Links
     * that could take the account over (reset, pending change of address) die with the old one.
     */
    async changePassword(
      user: UserRow,
      current: string,
      next: string,
    ): Promise<ChangePasswordResponse> {
      await confirmPassword(user, current, 'current_password');
      if (!next) throw apiError('validation.required', 'new_password');
      const problem = passwordProblem(next, [user.username, user.email]);
      if (problem) throw apiError(problem, 'new_password');
      const passwordHash = await hashPassword(next);
      const updated = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        await repository.deleteLinkTokens('reset', user.id);
        await repository.deleteEmailChangeTokens(user.id);
        return repository.setPassword(user.id, passwordHash);
      });
      // The account was deleted while its session was still valid.
      if (!updated) throw apiError('auth.not_authenticated');
      return {
        message: AccountMessages.passwordChanged,
        access_token: tokens.issue(updated),
        token_type: 'bearer',
        expires_in: tokens.expiresInSeconds,
      };
    },

    /**
     * Sends a single-use link to the new address (older links die), and a notice to the current
     * one; the address changes only when the link is followed.
     */
    async requestEmailChange(
      user: UserRow,
      rawEmail: string,
      password: string,
      language: Language | undefined,
    ) {
      const newEmail = rawEmail.trim().toLowerCase();
      const problem = fieldProblem('new_email', FIELD_RULES.email, newEmail, EMAIL_CODES);
      if (problem) throw problem;
      await confirmPassword(user, password, 'password');
      if (newEmail === user.email.toLowerCase())
        throw apiError('auth.email_unchanged', 'new_email');
      await countAttempt(store, `email-change:account:${user.id}`, {
        max: EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
        windowSeconds: 3600,
      });

      const messageIds = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        await repository.releaseUnverifiedEmail(newEmail, user.id);
        if (await repository.emailTakenByOther(newEmail, user.id)) {
          throw apiError('auth.email_taken', 'new_email');
        }
        const { token, hash } = newToken();
        await repository.replaceEmailChangeToken(user.id, hash, newEmail, EMAIL_CHANGE_TTL_HOURS);
        const linkLanguage = language ?? user.preferred_language;
        const link = `${config.publicSiteUrl}${sitePath('confirmEmail', token)}?lang=${linkLanguage}`;
        return [
          await mailer.store(emailChangeEmail(newEmail, user.username, linkLanguage, link), tx),
          // The current address hears of it in the account's own language.
          await mailer.store(
            emailChangeNotice(user.email, user.username, user.preferred_language, newEmail),
            tx,
          ),
        ];
      });
      for (const id of messageIds) deliverInBackground(mailer, log, id);
      return { message: AccountMessages.emailChangeRequested };
    },

    /**
     * Follows the link sent to a new address (from any device: the token is the proof). The
     * address becomes the account's, proven, with the role it grants; the link and every other
     * pending change of the user are used up.
     */
    async confirmEmailChange(token: string) {
      if (!looksLikeToken(token)) throw apiError('auth.email_change_invalid');
      try {
        const user = await db.transaction(async (tx) => {
          const repository = createUsersRepository(tx);
          const change = await repository.takeEmailChangeToken(hashToken(token));
          const owner = change && (await repository.findById(change.user_id));
          if (!change || !owner?.is_active) throw apiError('auth.email_change_invalid');
          const email = change.new_email.toLowerCase();
          await repository.releaseUnverifiedEmail(email, owner.id);
          // Another account took the address since the link was sent.
          if (await repository.emailTakenByOther(email, owner.id))
            throw apiError('auth.email_taken');
          return repository.setEmail(owner.id, email, roleOf(config, { role: owner.role, email }));
        });
        if (!user) throw apiError('auth.email_change_invalid');
        return { message: AccountMessages.emailChanged, email: user.email };
      } catch (error) {
        // Two accounts moving to the same address at once: the unique index decides.
        if (pgErrorCode(error) === PgError.uniqueViolation) throw apiError('auth.email_taken');
        throw error;
      }
    },

    /**
     * Deletes the account, everything that references it, and the newsletter subscription of its
     * proven address, in one transaction; the last active administrator cannot leave.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await confirmPassword(user, password, 'password');
      const email = provenAddress(user);
      await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        // Locked, so two administrators cannot both leave at once.
        const admins = await repository.lockActiveAdmins();
        if (admins.length === 1 && admins[0] === user.id) throw apiError('auth.last_admin');
        if (email) await createNewsletterSubscriptions(tx).deleteByEmail(email);
        await repository.delete(user.id);
      });
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
