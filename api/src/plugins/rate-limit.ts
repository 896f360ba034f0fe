import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction as HookDone,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { apiError } from '../lib/http-errors';
import type { Hit, KeyValueStore } from '../store/store';

/** Where the request limits count in the shared store. */
const NAMESPACE = 'rl:';
/** Addresses of one IPv6 /64 network count as one client (one host usually holds them all). */
const IPV6_SUBNET = 64;

const UNIT_MS: Record<string, number> = {
  ms: 1,
  second: 1000,
  seconds: 1000,
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
};

/** A time window in ms, from a number of ms or a text such as `'1 minute'`. */
export function windowMs(window: unknown): number {
  if (typeof window === 'number' && Number.isFinite(window) && window > 0) return window;
  const match = typeof window === 'string' ? /^(\d+)\s*([a-z]+)$/.exec(window.trim()) : null;
  const unit = match ? UNIT_MS[match[2]!] : undefined;
  if (!match || unit === undefined)
    throw new Error(`Unknown rate-limit time window: ${String(window)}`);
  return Number(match[1]) * unit;
}

/** The client a request counts for: its address, an IPv6 one reduced to its /64 network. */
function clientKey(ip: string): string {
  // An IPv4 address (the usual case) is already in its one written form.
  return ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip;
}

/** One count a request adds: under `key`, refused past `max`. */
interface Count {
  key: string;
  max: number;
}

export interface RateLimitOptions {
  /** Calls a minute (or `window`) of one signed-in user, or of one address without a session. */
  max: number;
  window: string | number;
  store: KeyValueStore;
  /** Signed-in calls of one address, whatever the users: a class behind one school address. */
  addressMax: number;
  /** The id of the user whose validly signed session the request carries, or null. */
  callerOf: (request: FastifyRequest) => number | null;
}

/**
 * Request limits, counted in the shared store (Redis across replicas, the in-process store
 * while Redis is unavailable) over a fixed window:
 * - every route registered after this counts its calls against the global limit: `max` a
 *   `window` per signed-in user, and `addressMax` for all the signed-in calls of one address;
 *   a call without a session counts `max` per address;
 * - a route with `config.rateLimit: { max, timeWindow }` counts its calls per address against
 *   that limit instead, under keys of its own;
 * - each counted answer says the limit (`x-ratelimit-limit`), what is left of it
 *   (`x-ratelimit-remaining`) and the seconds until the window ends (`x-ratelimit-reset`), of
 *   the first count (the user's, or the address's);
 * - a call past a limit is refused 429 `rate_limited` with `retry-after` in seconds;
 * - a store failure is not skipped: a limit that cannot be counted is not waived (500).
 * The check is a callback hook, so a store that answers at once adds no promise of its own.
 */
export function registerRateLimit(
  app: FastifyInstance,
  { max, window, store, addressMax, callerOf }: RateLimitOptions,
): void {
  // The checks this made, to know a route that holds one already.
  const hooks = new WeakSet<object>();
  const hitNow = store.hitNow?.bind(store);

  const limitHook = (
    ms: number,
    countsOf: (request: FastifyRequest) => Count[],
  ): onRequestHookHandler => {
    const answer = (reply: FastifyReply, done: HookDone, counts: Count[], hits: Hit[]) => {
      const [first] = hits;
      const firstMax = counts[0]?.max ?? 0;
      if (first) {
        reply.header('x-ratelimit-limit', String(firstMax));
        reply.header('x-ratelimit-remaining', Math.max(0, firstMax - first.count));
        reply.header('x-ratelimit-reset', Math.ceil(first.ttlMs / 1000));
      }
      const over = hits.find((hit, i) => hit.count > (counts[i]?.max ?? 0));
      if (!over) return done();
      reply.header('retry-after', Math.ceil(over.ttlMs / 1000));
      done(apiError('rate_limited'));
    };
    const hook: onRequestHookHandler = (request, reply, done) => {
      const counts = countsOf(request);
      // The in-process store counts at once; Redis answers later.
      if (hitNow) {
        return answer(
          reply,
          done,
          counts,
          counts.map(({ key }) => hitNow(key, ms)),
        );
      }
      Promise.all(counts.map(({ key }) => store.hit(key, ms))).then(
        (hits) => answer(reply, done, counts, hits),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    };
    hooks.add(hook);
    return hook;
  };

  const globalHook = limitHook(windowMs(window), (request) => {
    const address = clientKey(request.ip);
    const user = callerOf(request);
    return user === null
      ? [{ key: NAMESPACE + address, max }]
      : [
          { key: `${NAMESPACE}user:${user}`, max },
          { key: `${NAMESPACE}signed-in:${address}`, max: addressMax },
        ];
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = [route.onRequest ?? []].flat();
    // A HEAD route is registered with a copy of its GET route's options, which may hold the
    // check already: a request is counted once.
    if (existing.some((hook) => hooks.has(hook))) return;
    const own = route.config?.rateLimit;
    if (own === false) return;
    const ownMax = own ? (own.max ?? max) : max;
    if (typeof ownMax !== 'number') throw new Error(`${route.url}: a rate limit is a number`);
    let hook = globalHook;
    if (own) {
      const prefix = `${NAMESPACE}${[route.method].flat().join(',')}${route.url}-`;
      hook = limitHook(windowMs(own.timeWindow ?? window), (request) => [
        { key: prefix + clientKey(request.ip), max: ownMax },
      ]);
    }
    route.onRequest = [...existing, hook];
  });
}
