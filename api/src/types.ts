import type { Config } from './config';
import type { Database } from './db';
import type { AccountsService } from './modules/users/accounts-service';
import type { UserRow } from './modules/users/users-repository';
import type { KeyValueStore } from './store/store';
import type { createHealthService } from './modules/health/health-service';
import type { createContactService } from './modules/contact/contact-service';
import type { Mailer } from './modules/mail/mailer';
import type { NewsletterService } from './modules/newsletter/newsletter-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    store: KeyValueStore;
    accounts: AccountsService;
    health: ReturnType<typeof createHealthService>;
    mailer: Mailer;
    newsletter: NewsletterService;
    contact: ReturnType<typeof createContactService>;
    /** preHandler: a 401 unless the request carries a valid bearer token of an active user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: anyone, a signed-in user, or an administrator. */
    access?: 'public' | 'user' | 'admin';
    /** The route accepts a form-encoded body (which any site can post without asking). */
    formBody?: boolean;
  }
}
