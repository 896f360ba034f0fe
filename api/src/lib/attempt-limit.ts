import type { ErrorCode } from '@lyceum/contracts';
import type { KeyValueStore } from '../store/store';
import { apiError } from './http-errors';

/**
 * Counts one attempt under `key` in a window of `windowSeconds`; past `max`, a 429 with `code`
 * (`rate_limited` unless the route has its own words for it).
 * The store answers in-process while Redis is unavailable, so a failure here is a real fault:
 * it propagates rather than letting the attempt through uncounted.
 */
export async function countAttempt(
  store: KeyValueStore,
  key: string,
  limit: { max: number; windowSeconds: number; code?: ErrorCode },
): Promise<void> {
  const count = await store.incr(key, limit.windowSeconds);
  if (count > limit.max) throw apiError(limit.code ?? 'rate_limited');
}
