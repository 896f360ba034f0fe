import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../src/plugins/access';
import {
  adminHeaders,
  bearer,
  buildTestApp,
  signIn,
  signUp,
  tokenFor,
  verifyEmail,
  type TestApp,
} from './helper';

const TOKEN = 'A'.repeat(43);

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown;
  responses: Record<string, unknown>;
}
const NOT_AUTHENTICATED = { detail: 'Not authenticated', code: 'auth.not_authenticated' };
const SESSION_INVALID = { detail: 'Could not validate credentials', code: 'auth.session_invalid' };
const ADMIN_REQUIRED = {
  detail: 'Access denied. Admin privileges required.',
  code: 'auth.admin_required',
};

/** A URL that reaches the route: each parameter filled in, a wildcard with a file name. */
const urlOf = (route: DeclaredRoute) =>
  route.url
    .replace(/:token\b/g, TOKEN)
    .replace(/:\w+/g, '1')
    .replace(/\*$/, 'index.html');

const call = (t: TestApp, route: DeclaredRoute, headers: Record<string, string> = {}) =>
  t.app.inject({ method: route.method as InjectOptions['method'], url: urlOf(route), headers });

/** The route and the status it answered, so a failure names the route. */
const answer = async (t: TestApp, route: DeclaredRoute, headers: Record<string, string> = {}) => {
  const response = await call(t, route, headers);
  return {
    route: `${route.method} ${route.url}`,
    status: response.statusCode,
    body:
      response.statusCode === 401 || response.statusCode === 403 ? response.json<unknown>() : null,
  };
};

describe('every route enforces the access it declares', () => {
  let t: TestApp;
  let routes: readonly DeclaredRoute[];
  let userToken: string;
  let adminAuth: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'chief@lyceum.test' });
    await t.app.ready();
    routes = t.app.declaredRoutes;
    userToken = await tokenFor(t.app, 'reader', 'reader@lyceum.test');
    adminAuth = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
  });
  afterAll(() => t.close());

  it('lists the routes of every module, from the server itself', () => {
    const declared = routes.map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /api/test public',
        'GET /api/health public',
        'POST /api/signin public',
        'GET /api/users/me user',
        'PATCH /api/users/me/language user',
        'POST /api/password/forgot public',
        'POST /api/password/reset public',
        'POST /api/users/me/password user',
        'POST /api/users/me/email user',
        'POST /api/users/me/email/confirm public',
        'DELETE /api/users/me user',
        'GET /api/users/me/export user',
        'POST /api/newsletter/subscribe public',
        'POST /api/contact/send public',
        'GET /api/admin/dashboard admin',
      ]),
    );
    for (const access of ['public', 'user', 'admin']) {
      expect(routes.some((route) => route.access === access)).toBe(true);
    }
  });

  it('answers public routes without a token', async () => {
    for (const route of routes.filter((r) => r.access === 'public')) {
      const { status, ...rest } = await answer(t, route);
      expect({ ...rest, refused: status === 401 || status === 403 }).toEqual({
        ...rest,
        refused: false,
      });
    }
  });

  it('refuses user and admin routes without a valid session', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const name = `${route.method} ${route.url}`;
      expect(await answer(t, route)).toEqual({ route: name, status: 401, body: NOT_AUTHENTICATED });
      expect(await answer(t, route, bearer('not-a-token'))).toEqual({
        route: name,
        status: 401,
        body: SESSION_INVALID,
      });
    }
  });

  it('lets a signed-in user through user routes, and refuses admin routes with 403', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const { status, body, ...rest } = await answer(t, route, bearer(userToken));
      if (route.access === 'admin') {
        expect({ ...rest, status, body }).toEqual({ ...rest, status: 403, body: ADMIN_REQUIRED });
      } else {
        expect({ ...rest, refused: status === 401 || status === 403 }).toEqual({
          ...rest,
          refused: false,
        });
      }
    }
  });

  it('lets an administrator through admin routes', async () => {
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const { status, ...rest } = await answer(t, route, adminAuth);
      expect({ ...rest, refused: status === 401 || status === 403 }).toEqual({
        ...rest,
        refused: false,
      });
    }
  });

  it('says the same in the OpenAPI document: security, refusals and an operationId each', () => {
    const document = t.app.swagger() as unknown as {
      servers: { url: string }[];
      tags: { name: string }[];
      paths: Record<string, Record<string, Operation>>;
    };
    expect(document.servers).toEqual([{ url: t.config.apiPublicUrl }]);
    const tags = document.tags.map((tag) => tag.name);
    const operationIds = new Set<string>();
    for (const route of routes.filter((r) => !r.url.startsWith('/api/docs'))) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect({ name, documented: operation !== undefined }).toEqual({ name, documented: true });
      if (!operation) continue;
      expect({ name, operationId: typeof operation.operationId }).toEqual({
        name,
        operationId: 'string',
      });
      operationIds.add(operation.operationId ?? '');
      expect(tags).toEqual(expect.arrayContaining(operation.tags ?? ['(none)']));
      const statuses = Object.keys(operation.responses);
      if (route.access === 'public') {
        expect({ name, security: operation.security }).toEqual({ name, security: [] });
      } else {
        expect({ name, security: operation.security }).toEqual({
          name,
          security: [{ bearer: [] }],
        });
        expect(statuses).toContain('401');
        if (route.access === 'admin') expect(statuses).toContain('403');
      }
    }
    expect(operationIds.size).toBe(routes.filter((r) => !r.url.startsWith('/api/docs')).length);
  });

  it('guards the HEAD twin of a GET route like the route itself', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/users/me' });
    expect(head.statusCode).toBe(401);
  });
});

describe('a route without a declared access', () => {
  it('is refused when it is registered, so the server does not start', async () => {
    const t = await buildTestApp();
    try {
      expect(() => t.app.get('/api/undeclared', () => 'hello')).toThrow(
        'GET /api/undeclared does not declare its access',
      );
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'chief@lyceum.test' });
  });
  afterAll(() => t.close());

  it('greets the administrator and counts the users in the database', async () => {
    await signUp(t.app, { username: 'reader', email: 'reader@lyceum.test' });
    await signUp(t.app, { username: 'writer', email: 'writer@lyceum.test' });
    await signUp(t.app, { username: 'chief', email: 'chief@lyceum.test' });
    await verifyEmail(t.app, 'chief@lyceum.test');
    const token = (await signIn(t.app, 'chief')).json<{ access_token: string }>().access_token;

    const response = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Welcome to the Lyceum back office',
      admin_user: { username: 'chief', email: 'chief@lyceum.test' },
      stats: { total_users: 3, admin_users: 1 },
    });

    // Counted when asked: a new account shows at once.
    await signUp(t.app, { username: 'latecomer', email: 'late@lyceum.test' });
    const again = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(token) });
    expect(again.json()).toMatchObject({ stats: { total_users: 4, admin_users: 1 } });
  });

  it('refuses a signed-in user who is not an administrator', async () => {
    const token = await tokenFor(t.app, 'curious', 'curious@lyceum.test');
    const response = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(ADMIN_REQUIRED);
  });
});
