import type { Config } from './config';
import type { Database } from './db';
import type { AccountsService } from './modules/users/accounts-service';
import type { UserRow } from './modules/users/users-repository';
import type { KeyValueStore } from './store/store';
import type { createHealthService } from './modules/health/health-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    store: KeyValueStore;
    accounts: AccountsService;
    health: ReturnType<typeof createHealthService>;
    /** preHandler: a 401 unless the request carries a valid bearer token of an active user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}
