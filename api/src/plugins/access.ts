import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { apiError } from '../lib/http-errors';
import { errors } from '../lib/schemas';
import type { UserRow } from '../modules/users/users-repository';
import { DOCS_PREFIX } from './openapi';

/** Who may call a route: anyone, a signed-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** The active user a bearer `Authorization` header names, or a 401. */
export type Authenticate = (authorization: string | undefined) => Promise<UserRow>;

/** The security requirement of a route that needs the bearer token of a session. */
export const BEARER = [{ bearer: [] }];

/**
 * The OpenAPI document says what `access` enforces: the security a route requires and the
 * refusals it adds (401 without a valid session, 403 for a non-administrator).
 */
function documentAccess(route: RouteOptions, access: Access): void {
  const schema = (route.schema ??= {}) as Record<string, unknown> & {
    response?: Record<string, unknown>;
  };
  if (schema.hide) return;
  if (access === 'public') {
    schema.security = [];
    return;
  }
  schema.security = BEARER;
  schema.response = {
    ...schema.response,
    ...errors(401, ...(access === 'admin' ? [403] : [])),
  };
}

/**
 * Every route declares who may call it (`config.access`), and the declaration is enforced here,
 * before the body is read:
 * - `public`: anyone;
 * - `user`: a valid bearer token of an active account, else 401 (`auth.not_authenticated` without
 *   a token, `auth.session_invalid` with a wrong or expired one);
 * - `admin`: the same, and the account's role is admin, else 403 (`auth.admin_required`).
 * A route that does not declare its access refuses to be registered, so the server does not
 * start. The documentation pages (`/api/docs`) are public. `app.declaredRoutes` lists every
 * route with its access, for tests to check each one.
 */
export function registerAccessGuard(app: FastifyInstance, authenticate: Authenticate): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.decorateRequest('user', null);

  // The check runs only on the routes that need it: a hook of their own, added as each route is
  // registered, so a public route pays nothing for it.
  const checkFor =
    (access: 'user' | 'admin'): onRequestHookHandler =>
    (request, _reply, done) => {
      authenticate(request.headers.authorization).then((user) => {
        if (access === 'admin' && user.role !== 'admin') done(apiError('auth.admin_required'));
        else {
          request.user = user;
          done();
        }
      }, done);
    };
  const checks = { user: checkFor('user'), admin: checkFor('admin') };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // HEAD routes copy the access of their GET route; OPTIONS answers CORS preflights.
    const declares = !methods.every((method) => method === 'OPTIONS' || method === 'HEAD');
    const access =
      route.config?.access ?? (route.url.startsWith(DOCS_PREFIX) ? 'public' : undefined);
    if (declares) {
      if (!access) throw new Error(`${methods.join(',')} ${route.url} does not declare its access`);
      for (const method of methods) declared.push({ method, url: route.url, access });
      documentAccess(route, access);
    }
    if (access === 'user' || access === 'admin') {
      // A new list: a HEAD route is registered with a copy of its GET route's options, which
      // would otherwise share this one (and may hold the check already).
      const hooks = [route.onRequest ?? []].flat();
      if (!hooks.includes(checks[access])) route.onRequest = [...hooks, checks[access]];
    }
  });
}

/** The signed-in user of a `user` or `admin` route (the guard has already checked it). */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw apiError('auth.not_authenticated');
  return request.user;
}
