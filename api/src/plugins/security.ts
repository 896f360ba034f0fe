import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { apiError } from '../lib/http-errors';
import type { TokenService } from '../modules/users/tokens';
import type { KeyValueStore } from '../store/store';
import { registerRateLimit } from './rate-limit';

const HELMET_OPTIONS = {
  // The API answers JSON; only the documentation page needs its own same-origin assets.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  // Headers only browsers of long ago read (Internet Explorer 8's download prompt and XSS filter,
  // Flash and Acrobat cross-domain policies): nothing today acts on them.
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
};

/**
 * The security headers helmet sets for our options, worked out once on a throw-away server:
 * they are the same for every answer, and the plugin rebuilds them on every request (on a
 * trivial call that was the API's largest single cost).
 */
async function securityHeaders(): Promise<Record<string, string | number | string[]>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  let headers: Record<string, string | number | string[]> = {};
  probe.get('/', (_request, reply) => {
    // Only helmet has written to the response yet: its headers are all there is.
    headers = { ...(reply.raw.getHeaders() as Record<string, string | number | string[]>) };
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

/**
 * What a page on one of our other origins may do once its preflight is answered: these methods,
 * the answer cached this long (seconds).
 */
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_MAX_AGE_S = 600;

/**
 * Security headers and CORS on every answer, in one step before anything else:
 * - the helmet headers above;
 * - CORS for the configured origins only (never credentials): an allowed `Origin` is echoed in
 *   `Access-Control-Allow-Origin`, any other gets no such header, so its browser withholds the
 *   answer; `Vary: Origin` always, since the answer depends on it; the account export names its
 *   file in `Content-Disposition`, which a page on another origin may read;
 * - a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) is answered 204
 *   with the methods allowed, the request headers asked for, and a cache time; an `OPTIONS`
 *   without them is a malformed request.
 * Then the request limits: every route counts its calls per signed-in user, or per client
 * address without a session (see rate-limit.ts).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  store: KeyValueStore,
  tokens: TokenService,
): Promise<void> {
  const everyAnswer = {
    ...(await securityHeaders()),
    vary: 'Origin',
    'access-control-expose-headers': 'Content-Disposition',
  };
  const allowedOrigins = new Set(config.corsOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyAnswer);
    const origin = request.headers.origin;
    if (origin !== undefined && allowedOrigins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
    }
    done();
  });
  app.options('*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (origin === undefined || method === undefined) throw apiError('request.malformed');
    const asked = request.headers['access-control-request-headers'];
    void reply
      .code(204)
      .headers({
        'access-control-allow-methods': CORS_METHODS,
        ...(asked === undefined ? {} : { 'access-control-allow-headers': asked }),
        'access-control-max-age': String(CORS_MAX_AGE_S),
        vary: 'Origin, Access-Control-Request-Headers',
        'content-length': '0',
      })
      .send();
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  registerRateLimit(app, {
    max: config.rateLimitMax,
    addressMax: config.rateLimitAddressMax,
    window: '1 minute',
    store,
    callerOf: (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      return match?.[1] ? (tokens.verify(match[1])?.userId ?? null) : null;
    },
  });
}
