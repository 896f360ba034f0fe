import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { createContactService } from './modules/contact/contact-service';
import { createMailer } from './modules/mail/mailer';
import { createNewsletterService } from './modules/newsletter/newsletter-service';
import { createHealthService } from './modules/health/health-service';
import { createAccountsService } from './modules/users/accounts-service';
import { createTokenService } from './modules/users/tokens';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import authRoutes from './routes/api/auth';
import contactRoutes from './routes/api/contact';
import newsletterRoutes from './routes/api/newsletter';
import systemRoutes from './routes/api/system';
import usersRoutes from './routes/api/users';
import { createRedisStore } from './store/redis';
import { createMemoryStore, type KeyValueStore } from './store/store';
import './types';

import { version as VERSION } from '../package.json';

export { VERSION };

/** `TRUST_PROXY=<n>`: trust the n proxies closest to the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions {
  /** An already opened database (tests share one); otherwise opened from the config. */
  db?: Database;
  /** Keep an injected database open when the app closes. */
  keepDbOpen?: boolean;
}

/**
 * Assembles the API in one visible order:
 * configuration → database → store (Redis or in-process) → security → OpenAPI → services → routes.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    maxParamLength: 300,
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', allErrors: false } },
  });
  registerErrorHandling(app);

  const startedAt = Date.now();
  app.decorate('config', config);

  const db = options.db ?? (await openDatabase(config));
  app.decorate('db', db);
  if (!options.keepDbOpen) app.addHook('onClose', () => db.close());

  let store: KeyValueStore = createMemoryStore();
  if (config.redisUrl) {
    const redis = createRedisStore(config.redisUrl, config.redisPrefix);
    if (!(await redis.connected()))
      app.log.warn('Redis is not reachable yet; retrying in the background');
    store = redis;
  }
  app.decorate('store', store);
  app.addHook('onClose', () => store.close());

  await registerSecurity(app, config, store);
  await registerOpenApi(app, VERSION);

  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresMinutes);
  const accounts = createAccountsService(db, config, tokens);
  app.decorate('accounts', accounts);
  app.decorate('health', createHealthService({ config, db, store, version: VERSION, startedAt }));
  const mailer = createMailer(config, db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  app.decorate('newsletter', createNewsletterService({ db, store, mailer, config }));
  app.decorate('contact', createContactService({ db, store, mailer, config, log: app.log }));
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request) => {
    request.user = await accounts.authenticate(request.headers.authorization);
  });

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  return app;
}
