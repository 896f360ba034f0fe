import type { KeyValueStore } from '../store/store';
import { tooManyRequests } from './http-errors';

/**
 * Counts one attempt under `key` in a window of `windowSeconds`; past `max`, a 429 with `detail`.
 * The store answers in-process while Redis is unavailable, so a failure here is a real fault:
 * it propagates rather than letting the attempt through uncounted.
 */
export async function countAttempt(
  store: KeyValueStore,
  key: string,
  limit: { max: number; windowSeconds: number; detail: string },
): Promise<void> {
  const count = await store.incr(key, limit.windowSeconds);
  if (count > limit.max) throw tooManyRequests(limit.detail);
}
