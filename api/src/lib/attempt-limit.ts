import type { KeyValueStore } from '../store/store';
import { tooManyRequests } from './http-errors';

/**
 * Counts one attempt under `key` in a window of `windowSeconds`; past `max`, a 429 with `detail`.
 * When the store is unreachable the attempt goes through: better than refusing everyone.
 */
export async function countAttempt(
  store: KeyValueStore,
  key: string,
  limit: { max: number; windowSeconds: number; detail: string },
): Promise<void> {
  const count = await store.incr(key, limit.windowSeconds).catch(() => 0);
  if (count > limit.max) throw tooManyRequests(limit.detail);
}
