import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { KeyValueStore } from './store';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin really passes to `child`: the route's merged limits and the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in our `KeyValueStore`, so the request limits
 * share Redis across replicas and, like every other limit, fall back to the in-process store
 * when Redis is unavailable instead of letting requests through uncounted.
 */
export function keyValueRateLimitStore(
  store: KeyValueStore,
  namespace = 'rl:',
): FastifyRateLimitStoreCtor {
  class KeyValueRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      store.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limits counts under its own keys, as the plugin's Redis store does. */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new KeyValueRateLimitStore(routeOptions, `${this.prefix}${method}${route.url ?? ''}-`);
    }
  }
  return KeyValueRateLimitStore;
}
