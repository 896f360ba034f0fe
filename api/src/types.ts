import type { Config } from './config';
import type { Database } from './db';
import type { Mailer } from './modules/mail/mail-service';
import type { UserRow } from './modules/users/users-repository';
import type { Access, DeclaredRoute } from './plugins/access';
import type { KeyValueStore } from './store/store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    store: KeyValueStore;
    mailer: Mailer;
    /** Every route with the access it declares (`plugins/access.ts`). */
    declaredRoutes: readonly DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user on `user` and `admin` routes; null on public ones. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: anyone, a signed-in user, or an administrator. */
    access?: Access;
    /** The route accepts a form-encoded body (which any site can post without asking). */
    formBody?: boolean;
    /** The route reads a multipart upload (checkpoint files). */
    multipart?: boolean;
  }
}
