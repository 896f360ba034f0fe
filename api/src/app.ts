import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { logDatabaseUnavailable } from './db/errors';
import { createContactService } from './modules/contact/contact-service';
import { startMailRetry } from './modules/mail/mail-retry';
import { createMailer } from './modules/mail/mailer';
import { createNewsletterService } from './modules/newsletter/newsletter-service';
import { createHealthService } from './modules/health/health-service';
import { createAccountsService } from './modules/users/accounts-service';
import { createTokenService } from './modules/users/tokens';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { requestLogSerializers } from './plugins/request-log';
import { registerRequestGuard } from './plugins/request-guard';
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

export interface BuildOptions {
  /** An already opened database (tests share one); otherwise opened from the config. */
  db?: Database;
  /** Keep an injected database open when the app closes. */
  keepDbOpen?: boolean;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
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
    logger: {
      level: config.logLevel,
      serializers: requestLogSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
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
  app.addHook('onError', logDatabaseUnavailable);
  if (!options.keepDbOpen) app.addHook('onClose', () => db.close());

  let store: KeyValueStore = createMemoryStore();
  if (config.redisUrl) {
    const redis = createRedisStore(config.redisUrl, config.redisPrefix, {
      timeoutMs: config.redisTimeoutMs,
      coolDownMs: config.redisCoolDownMs,
      log: app.log,
    });
    if (!(await redis.connected()))
      app.log.warn('Redis is not reachable yet; retrying in the background');
    store = redis;
  }
  app.decorate('store', store);
  app.addHook('onClose', () => store.close());

  await registerSecurity(app, config, store);
  registerRequestGuard(app, config);
  await registerOpenApi(app, VERSION);

  const mailer = createMailer(config, db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  if (config.mailRetryIntervalMs > 0) {
    // onClose hooks run last-added first: the retry pass stops before the mailer and the database.
    const mailRetry = startMailRetry(mailer, config.mailRetryIntervalMs, app.log);
    app.addHook('onClose', () => mailRetry.stop());
  }
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresMinutes);
  const accounts = createAccountsService({ db, store, mailer, tokens, config, log: app.log });
  app.decorate('accounts', accounts);
  app.decorate(
    'health',
    createHealthService({ config, db, store, version: VERSION, startedAt, log: app.log }),
  );
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
