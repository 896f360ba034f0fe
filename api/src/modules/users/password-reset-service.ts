import { FIELD_RULES, sitePath } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { countAttempt } from '../../lib/attempt-limit';
import { EMAIL_CODES, fieldProblem } from '../../lib/field-rules';
import { apiError } from '../../lib/http-errors';
import { hashToken, looksLikeToken, newToken } from '../../lib/tokens';
import type { KeyValueStore } from '../../store/store';
import { deliverInBackground, type Mailer } from '../mail/mail-service';
import { passwordResetEmail, RESET_TTL_HOURS } from './account-emails';
import { AccountMessages } from './accounts-service';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { roleOf } from './roles';
import { createSignInGuard } from './sign-in-guard';
import { createUsersRepository } from './users-repository';

/** Reset links one address, and one client, may ask for per hour. */
export const RESET_PER_ADDRESS_PER_HOUR = 3;
export const RESET_PER_CLIENT_PER_HOUR = 10;

export interface PasswordResetServiceDeps {
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  config: Pick<Config, 'publicSiteUrl' | 'adminEmails'>;
  log: FastifyBaseLogger;
}

/** A forgotten password: a single-use link to the account's address sets a new one. */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { db, store, mailer, config, log } = deps;
  const users = createUsersRepository(db);
  const guards = [createSignInGuard(store), createSignInGuard(store, 'password-check')];
  const limit = (key: string, max: number) =>
    countAttempt(store, key, { max, windowSeconds: 3600 });

  return {
    /**
     * The same answer whether or not an account uses the address, and the same limits for every
     * address, so the answer tells nothing about accounts; the e-mail is sent in the background,
     * so the answer does not wait for it either.
     */
    async forgot(rawEmail: string, clientIp: string) {
      const email = rawEmail.trim().toLowerCase();
      const problem = fieldProblem('email', FIELD_RULES.email, email, EMAIL_CODES);
      if (problem) throw problem;
      await limit(`reset:client:${clientIp}`, RESET_PER_CLIENT_PER_HOUR);
      await limit(`reset:address:${email}`, RESET_PER_ADDRESS_PER_HOUR);
      const user = await users.findByEmail(email);
      if (user?.is_active) {
        // The owner of the account reads it in their own language, whoever asked.
        const language = user.preferred_language;
        const messageId = await db.transaction(async (tx) => {
          const { token, hash } = newToken();
          // Older links of the user die with it.
          await createUsersRepository(tx).replaceLinkToken('reset', user.id, hash, RESET_TTL_HOURS);
          const link = `${config.publicSiteUrl}${sitePath('resetPassword', token)}?lang=${language}`;
          return mailer.store(passwordResetEmail(user.email, user.username, language, link), tx);
        });
        deliverInBackground(mailer, log, messageId);
      }
      return { message: AccountMessages.resetRequested };
    },

    /**
     * Sets a new password with the token of a reset link. Following the link proves the address
     * too. In one transaction the link is used up (with every other reset link and pending change
     * of address of the user) and every session is revoked; the sign-in hold is lifted.
     */
    async reset(token: string, password: string, clientIp?: string) {
      if (!looksLikeToken(token)) throw apiError('auth.reset_invalid');
      const hash = hashToken(token);
      const userId = await users.findLinkToken('reset', hash);
      const owner = userId === null ? null : await users.findById(userId);
      if (!owner?.is_active) throw apiError('auth.reset_invalid');
      // A password that breaks a rule leaves the link usable for a better one.
      if (!password) throw apiError('validation.required', 'password');
      const problem = passwordProblem(password, [owner.username, owner.email]);
      if (problem) throw apiError(problem, 'password');

      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        // Single use: a link used meanwhile by another request is refused here.
        if ((await repository.takeLinkToken('reset', hash)) !== owner.id) return null;
        await repository.deleteLinkTokens('reset', owner.id);
        await repository.deleteEmailChangeTokens(owner.id);
        const changed = await repository.setPassword(owner.id, passwordHash);
        return changed && repository.markVerified(changed.id, roleOf(config, changed));
      });
      if (!updated) throw apiError('auth.reset_invalid');
      for (const guard of guards) await guard.clear(updated.id, clientIp);
      return { message: AccountMessages.passwordReset };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
