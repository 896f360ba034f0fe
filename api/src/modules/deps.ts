import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyPluginOptions } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import type { Authenticate } from '../plugins/access';
import type { KeyValueStore } from '../store/store';
import type { Embedder } from './vector-db/embeddings';
import type { Mailer } from './mail/mail-service';
import type { TokenService } from './users/tokens';

/**
 * What the domain modules are built from, assembled once in `app.ts`. Each module's plugin takes
 * the part it needs as its options, builds its repository and service from them, and registers
 * its routes.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  store: KeyValueStore;
  mailer: Mailer;
  tokens: TokenService;
  /** The user a bearer header names (the access guard's own check), or a 401. */
  authenticate: Authenticate;
  /** Turns texts into vectors for retrieval; null when retrieval is by words only. */
  embedder: Embedder | null;
  log: FastifyBaseLogger;
  /** The API's version (package.json) and when this process started, for the health document. */
  version: string;
  startedAt: number;
}

/**
 * A domain module as `app.ts` registers it: the plugin of its routes and the URL prefix they live
 * under, both declared in the module's own `<domain>-module.ts`.
 */
export interface DomainModule<Options extends FastifyPluginOptions> {
  prefix: string;
  routes: FastifyPluginCallbackTypebox<Options>;
}
