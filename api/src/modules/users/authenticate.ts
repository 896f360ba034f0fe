import type { Queryable } from '../../db';
import { apiError } from '../../lib/http-errors';
import type { Authenticate } from '../../plugins/access';
import type { TokenService } from './tokens';
import { createUsersRepository } from './users-repository';

/**
 * The active user a bearer `Authorization` header names: without a bearer token, 401
 * `auth.not_authenticated`; with a token that is invalid, expired, revoked (its token version is
 * not the account's any more), or names an account that is gone or deactivated, 401
 * `auth.session_invalid`.
 */
export function createAuthenticator(deps: { db: Queryable; tokens: TokenService }): Authenticate {
  const users = createUsersRepository(deps.db);
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw apiError('auth.not_authenticated');
    const claims = deps.tokens.verify(match[1]);
    const user = claims === null ? null : await users.findById(claims.userId);
    if (!user?.is_active || user.token_version !== claims?.version) {
      throw apiError('auth.session_invalid');
    }
    return user;
  };
}
