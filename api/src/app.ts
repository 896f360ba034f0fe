import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { logDatabaseUnavailable } from './db/errors';
import { adminModule } from './modules/admin/admin-module';
import { challengeModule } from './modules/flashcards/challenge/challenge-module';
import { chatModule } from './modules/chat/chat-module';
import { contactModule } from './modules/contact/contact-module';
import type { AppDeps, DomainModule } from './modules/deps';
import { flashcardsModule } from './modules/flashcards/flashcards-module';
import { healthModule } from './modules/health/health-module';
import { startMailRetry } from './modules/mail/mail-retry';
import { createMailer } from './modules/mail/mail-service';
import { createEmbedder } from './modules/vector-db/embedders/create-embedder';
import type { Embedder } from './modules/vector-db/embeddings';
import { vectorDbModule } from './modules/vector-db/vector-db-module';
import { learningSessionsModule } from './modules/learning-sessions/learning-sessions-module';
import { newsletterModule } from './modules/newsletter/newsletter-module';
import { personasModule } from './modules/personas/personas-module';
import { createAuthenticator } from './modules/users/authenticate';
import { createTokenService } from './modules/users/tokens';
import { usersModule } from './modules/users/users-module';
import { registerAccessGuard } from './plugins/access';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import {
  RequestLog,
  batchedStandardOutput,
  requestLogSerializers,
  requestLoggerFactory,
} from './plugins/request-log';
import { registerRequestGuard } from './plugins/request-guard';
import { registerSecurity } from './plugins/security';
import { createRedisStore } from './store/redis';
import { createMemoryStore, type KeyValueStore } from './store/store';
import './types';

import { version as VERSION } from '../package.json';

export { VERSION };

/** The domain modules in the order they register (the order of the OpenAPI document's paths). */
const DOMAIN_MODULES: DomainModule<AppDeps>[] = [
  healthModule,
  usersModule,
  newsletterModule,
  contactModule,
  adminModule,
  vectorDbModule,
  flashcardsModule,
  challengeModule,
  learningSessionsModule,
  personasModule,
  chatModule,
];

export interface BuildOptions {
  /** An already opened database (tests share one); otherwise opened from the config. */
  db?: Database;
  /** Keep an injected database open when the app closes. */
  keepDbOpen?: boolean;
  /** Where log lines go (tests capture them); standard output, in batches, by default. */
  logStream?: { write(line: string): void };
  /** The embedder to use (tests give a deterministic one); otherwise built from the config. */
  embedder?: Embedder | null;
}

/**
 * Assembles the API in one visible order:
 * configuration → database → store (Redis or in-process) → security → request guard → access
 * guard → OpenAPI → mailer → embedder → domain modules (DOMAIN_MODULES, in order).
 * Each domain module is an encapsulated plugin that builds its repository and service from the
 * shared dependencies it is given, and registers its routes under the prefix it declares.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const startedAt = Date.now();
  const logStream = options.logStream ?? batchedStandardOutput();
  const app = Fastify({
    logger: { level: config.logLevel, serializers: requestLogSerializers, stream: logStream },
    logController: new RequestLog(logStream),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
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

  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresMinutes);
  await registerSecurity(app, config, store, tokens);
  registerRequestGuard(app, config);
  const authenticate = createAuthenticator({ db, tokens });
  registerAccessGuard(app, authenticate);
  await registerOpenApi(app, { version: VERSION, serverUrl: config.apiPublicUrl });

  const mailer = createMailer(config, db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  if (config.mailRetryIntervalMs > 0) {
    // onClose hooks run last-added first: the retry pass stops before the mailer and the database.
    const mailRetry = startMailRetry(mailer, config.mailRetryIntervalMs, app.log);
    app.addHook('onClose', () => mailRetry.stop());
  }

  // The embedded model loads on its first use, not here.
  const embedder =
    options.embedder !== undefined ? options.embedder : createEmbedder(config.embeddings, app.log);

  const deps: AppDeps = {
    config,
    db,
    embedder,
    store,
    mailer,
    tokens,
    authenticate,
    log: app.log,
    version: VERSION,
    startedAt,
  };
  for (const { prefix, routes } of DOMAIN_MODULES) await app.register(routes, { prefix, ...deps });
  return app;
}
