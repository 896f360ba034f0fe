import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { apiError } from '../lib/http-errors';
import type { KeyValueStore } from '../store/store';
import { keyValueRateLimitStore } from '../store/rate-limit-store';

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  store: KeyValueStore,
): Promise<void> {
  await app.register(helmet, {
    // The API answers JSON; only the documentation page needs its own same-origin assets.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The account export names its file in this header; a page on another origin may read it.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Counted in the shared store: Redis across replicas, the in-process fallback while Redis is
    // unavailable. A store error is not skipped: a limit that cannot be counted is not waived.
    store: keyValueRateLimitStore(store),
    errorResponseBuilder: () => apiError('rate_limited'),
  });
}
