import { createHash } from 'node:crypto';
import { apiError } from '../../lib/http-errors';
import type { KeyValueStore } from '../../store/store';

/** Failed sign-ins one account may take in a window before it is held back. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Each hold lasts twice the one before, up to a day; the count of holds resets after a day. */
const MAX_HOLD_SECONDS = 24 * 60 * 60;

/** How long an address that signed in to an account is remembered as the owner's. */
const KNOWN_CLIENT_SECONDS = 90 * 24 * 60 * 60;
/**
 * The owner hears of a hold once while it lasts, and at most once in this time whatever the
 * number of addresses held meanwhile (guesses from many addresses each hold their own).
 */
export const OWNER_WARNING_GAP_SECONDS = 6 * 60 * 60;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Counts failed sign-ins so that guessing a password is held back without locking its owner
 * out. Failures count twice: per account and client address, and per account from the addresses
 * that never signed in to it. Past `SIGN_IN_FAILURES_MAX` in a window, the first holds that
 * address back; the second holds back every address new to the account, from anywhere, while an
 * address the owner signed in from keeps its own allowance. Each hold lasts twice the one
 * before, up to a day. An unknown login is counted the same way, so known and unknown accounts
 * answer alike.
 * Without a client (`password-check`: a signed-in session confirming its password), failures
 * count per account alone, and hold back every check of it.
 * `scope` keeps separate counts for other password checks, so they never hold back sign-in.
 */
export function createSignInGuard(
  store: KeyValueStore,
  scope: 'signin' | 'password-check' = 'signin',
) {
  const accountKey = (account: number | string) =>
    typeof account === 'number'
      ? `${scope}:account:${account}`
      : `${scope}:login:${hash(account.trim().toLowerCase())}`;
  const clientKey = (account: number | string, client: string) =>
    `${accountKey(account)}:client:${hash(client)}`;
  const knownKey = (account: number | string, client: string) =>
    `${accountKey(account)}:known:${hash(client)}`;

  /**
   * Counts one failure under `key`; past the most, holds it back for longer each time. Answers
   * the seconds of the hold this failure started, or 0.
   */
  async function count(key: string): Promise<number> {
    const failures = await store.incr(`${key}:failures`, SIGN_IN_WINDOW_SECONDS);
    if (failures < SIGN_IN_FAILURES_MAX) return 0;
    const holds = await store.incr(`${key}:holds`, MAX_HOLD_SECONDS);
    const seconds = Math.min(SIGN_IN_WINDOW_SECONDS * 2 ** (holds - 1), MAX_HOLD_SECONDS);
    await store.set(`${key}:hold`, String(holds), seconds);
    await store.del(`${key}:failures`);
    return seconds;
  }

  const known = async (account: number | string, client: string | undefined) =>
    client !== undefined && (await store.get(knownKey(account, client))) !== null;

  return {
    /** A 429 while the account is held back for this client; its password is not even checked. */
    async check(account: number | string, client?: string): Promise<void> {
      if (client !== undefined && (await store.get(`${clientKey(account, client)}:hold`))) {
        throw apiError('rate_limited');
      }
      if ((await store.get(`${accountKey(account)}:hold`)) && !(await known(account, client))) {
        throw apiError('rate_limited');
      }
    },

    /**
     * Counts a failure. Answers the seconds of the hold it started when the account's owner is
     * to be told of it (the first hold in `OWNER_WARNING_GAP_SECONDS`), or 0.
     */
    async failed(account: number | string, client?: string): Promise<number> {
      const byClient = client === undefined ? 0 : await count(clientKey(account, client));
      const byAccount = (await known(account, client)) ? 0 : await count(accountKey(account));
      const seconds = Math.max(byClient, byAccount);
      if (seconds === 0 || typeof account !== 'number') return 0;
      const gap = Math.max(seconds, OWNER_WARNING_GAP_SECONDS);
      return (await store.incr(`${accountKey(account)}:warned`, gap)) === 1 ? seconds : 0;
    },

    /** The owner got in from `client`: its failures are forgotten, and it is remembered. */
    async succeeded(account: number, client?: string): Promise<void> {
      await store.del(`${accountKey(account)}:failures`);
      if (client === undefined) return;
      await store.del(`${clientKey(account, client)}:failures`);
      await store.set(knownKey(account, client), '1', KNOWN_CLIENT_SECONDS);
    },

    /**
     * Lifts the holds and forgets the failures, once the owner proved who they are another way
     * (a password reset link, followed from `client`); the count of earlier holds stays, to keep
     * doubling the next one.
     */
    async clear(account: number, client?: string): Promise<void> {
      const keys = [
        accountKey(account),
        ...(client === undefined ? [] : [clientKey(account, client)]),
      ];
      for (const key of keys) {
        await store.del(`${key}:hold`);
        await store.del(`${key}:failures`);
      }
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
