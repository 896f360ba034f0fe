import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
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

interface Limit {
  max: number;
  windowMs: number;
  /** Prefix of the keys this limit counts under. */
  prefix: string;
}

/**
 * Request limits, counted per client address in the shared store (Redis across replicas, the
 * in-process store while Redis is unavailable) over a fixed window:
 * - every route registered after this counts its calls against the global limit (`max` a
 *   `window`); a route with `config.rateLimit: { max, timeWindow }` counts against that limit
 *   instead, under keys of its own;
 * - each counted answer says the limit (`x-ratelimit-limit`), what is left of it
 *   (`x-ratelimit-remaining`) and the seconds until the window ends (`x-ratelimit-reset`);
 * - a call past the limit is refused 429 `rate_limited` with `retry-after` in seconds;
 * - a store failure is not skipped: a limit that cannot be counted is not waived (500).
 * The check is a callback hook, so a store that answers at once adds no promise of its own.
 */
export function registerRateLimit(
  app: FastifyInstance,
  { max, window, store }: { max: number; window: string | number; store: KeyValueStore },
): void {
  // The checks this made, to know a route that holds one already.
  const hooks = new WeakSet<object>();

  const limitHook = ({ max: limitMax, windowMs: ms, prefix }: Limit): onRequestHookHandler => {
    const limitText = String(limitMax);
    const answer = (reply: FastifyReply, done: HookDone, { count, ttlMs }: Hit) => {
      const reset = Math.ceil(ttlMs / 1000);
      reply.header('x-ratelimit-limit', limitText);
      reply.header('x-ratelimit-remaining', Math.max(0, limitMax - count));
      reply.header('x-ratelimit-reset', reset);
      if (count <= limitMax) return done();
      reply.header('retry-after', reset);
      done(apiError('rate_limited'));
    };
    const hook: onRequestHookHandler = (request, reply, done) => {
      const key = prefix + clientKey(request.ip);
      // The in-process store counts at once; Redis answers later.
      if (store.hitNow) return answer(reply, done, store.hitNow(key, ms));
      store.hit(key, ms).then(
        (hit) => answer(reply, done, hit),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    };
    hooks.add(hook);
    return hook;
  };

  const globalHook = limitHook({ max, windowMs: windowMs(window), prefix: NAMESPACE });

  app.addHook('onRoute', (route: RouteOptions) => {
    const existing = [route.onRequest ?? []].flat();
    // A HEAD route is registered with a copy of its GET route's options, which may hold the
    // check already: a request is counted once.
    if (existing.some((hook) => hooks.has(hook))) return;
    const own = route.config?.rateLimit;
    if (own === false) return;
    const ownMax = own ? (own.max ?? max) : max;
    if (typeof ownMax !== 'number') throw new Error(`${route.url}: a rate limit is a number`);
    const hook = own
      ? limitHook({
          max: ownMax,
          windowMs: windowMs(own.timeWindow ?? window),
          prefix: `${NAMESPACE}${[route.method].flat().join(',')}${route.url}-`,
        })
      : globalHook;
    route.onRequest = [...existing, hook];
  });
}
