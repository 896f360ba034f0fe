import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/http-errors';
import type { KeyValueStore } from '../store/store';
import type { RedisStore } from '../store/redis';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

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
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // Shared across replicas through Redis; if Redis goes away, requests are served, not refused.
    ...(store.kind === 'redis' ? { redis: (store as RedisStore).client, nameSpace: 'rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });
}
