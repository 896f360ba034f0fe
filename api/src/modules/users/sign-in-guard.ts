import { createHash } from 'node:crypto';
import { apiError } from '../../lib/http-errors';
import type { KeyValueStore } from '../../store/store';

/** Failed sign-ins one account may take in a window before it is held back. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Each hold lasts twice the one before, up to a day; the count of holds resets after a day. */
const MAX_HOLD_SECONDS = 24 * 60 * 60;

/**
 * Counts failed sign-ins per account, whatever address they come from, so that guessing one
 * account's password from many addresses is held back too. An unknown login is counted the same
 * way, so known and unknown accounts answer alike.
 * `scope` keeps separate counts for other password checks: a signed-in session confirming its
 * password (`password-check`) is held back the same way without holding back sign-in.
 */
export function createSignInGuard(
  store: KeyValueStore,
  scope: 'signin' | 'password-check' = 'signin',
) {
  const keyFor = (account: number | string) =>
    typeof account === 'number'
      ? `${scope}:account:${account}`
      : `${scope}:login:${createHash('sha256').update(account.trim().toLowerCase()).digest('hex')}`;

  return {
    /** A 429 while the account is held back; its password is not even checked. */
    async check(account: number | string): Promise<void> {
      const held = await store.get(`${keyFor(account)}:hold`);
      if (held) throw apiError('rate_limited');
    },

    async failed(account: number | string): Promise<void> {
      const key = keyFor(account);
      const failures = await store.incr(`${key}:failures`, SIGN_IN_WINDOW_SECONDS);
      if (failures < SIGN_IN_FAILURES_MAX) return;
      const holds = await store.incr(`${key}:holds`, MAX_HOLD_SECONDS);
      const seconds = Math.min(SIGN_IN_WINDOW_SECONDS * 2 ** (holds - 1), MAX_HOLD_SECONDS);
      await store.set(`${key}:hold`, String(holds), seconds);
      await store.del(`${key}:failures`);
    },

    async succeeded(account: number): Promise<void> {
      await store.del(`${keyFor(account)}:failures`);
    },

    /**
     * Lifts the hold and forgets the failures, once the owner proved who they are another way
     * (a password reset link); the count of earlier holds stays, to keep doubling the next one.
     */
    async clear(account: number): Promise<void> {
      const key = keyFor(account);
      await store.del(`${key}:hold`);
      await store.del(`${key}:failures`);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
