import { bearer, buildTestApp, tokenFor, type TestApp } from './helper';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
    t.app.get('/api/test-only/explode', { config: { access: 'public' } }, () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
  });
  afterAll(() => t.close());

  it('answers unknown routes with 404 Not Found', async () => {
    for (const url of ['/api/nope', '/nothing', '/api/users/me/extra']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found', code: 'request.not_found' });
    }
  });

  it('names the field of a schema violation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username: { first: 'ada' }, email: 'a@b.co', password: 'password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'username: This value is not valid',
      code: 'validation.invalid',
      field: 'username',
    });
  });

  it('explains a missing body, a wrong choice and an overlong URL', async () => {
    const noBody = await t.app.inject({ method: 'POST', url: '/api/signin' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({
      detail: 'Request body is missing or malformed',
      code: 'request.malformed',
    });

    const language = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'a@b.co', language: 'xx' },
    });
    expect(language.json()).toEqual({
      detail: 'language: This value is not one of the allowed values',
      code: 'validation.not_allowed',
      field: 'language',
    });

    const long = await t.app.inject({ url: `/api/newsletter/confirm/${'a'.repeat(400)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      detail: 'Request URL is too long',
      code: 'request.url_too_long',
    });

    const malformed = await t.app.inject({ url: '/api/newsletter/confirm/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: 'Malformed request URL',
      code: 'request.malformed_url',
    });

    const overlong = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: 't'.repeat(201) },
    });
    expect(overlong.json()).toEqual({
      detail: 'token: This value is too long',
      code: 'validation.too_long',
      field: 'token',
    });
  });

  it('refuses malformed JSON and oversized bodies with a detail', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      detail: 'Request body is not valid JSON',
      code: 'request.invalid_json',
    });

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username: 'big', email: 'a@b.co', password: 'x'.repeat(5000) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      detail: 'Request body is too large',
      code: 'request.body_too_large',
    });
  });

  it('hides the message of a server error', async () => {
    const response = await t.app.inject({ url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error', code: 'internal' });
    expect(response.body).not.toMatch(/secret|postgres|at /);
  });

  it('serves the OpenAPI document with every route and the security headers', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/test',
        '/api/health',
        '/api/signup',
        '/api/signin',
        '/api/users/me',
        '/api/users/me/language',
      ]),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows only the configured origins', async () => {
    const allowed = await t.app.inject({
      url: '/api/test',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await t.app.inject({
      url: '/api/test',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // Either answer depends on the Origin, so no cache may give one to the other.
    expect(allowed.headers.vary).toContain('Origin');
    expect(foreign.headers.vary).toContain('Origin');
    expect(allowed.headers['access-control-expose-headers']).toBe('Content-Disposition');
  });

  it("answers an allowed origin's preflight with the methods, headers and cache time", async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/flashcards',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
    });
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/flashcards',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an OPTIONS request that is not a preflight, in the usual shape', async () => {
    for (const headers of [{}, { origin: 'http://localhost:3000' }]) {
      const response = await t.app.inject({ method: 'OPTIONS', url: '/api/test', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: expect.any(String) as string,
        code: 'request.malformed',
      });
    }
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with a detail once the limit is reached', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await t.app.inject({ url: '/api/test' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ url: '/api/test' });
    expect(limited.json()).toEqual({
      detail: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts calls to signed-in routes that bring no valid token', async () => {
    const fresh = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      const guess = () =>
        fresh.app.inject({ url: '/api/users/me', headers: { authorization: 'Bearer guess' } });
      const first = await guess();
      expect(first.statusCode).toBe(401);
      expect(first.headers['x-ratelimit-limit']).toBe('2');
      expect((await guess()).statusCode).toBe(401);
      expect((await guess()).statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('counts signed-in calls per user, with a ceiling for all the users of one address', async () => {
    const school = await buildTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_ADDRESS_MAX: '8' });
    try {
      const call = (token: string | null, remoteAddress = '10.7.0.1') =>
        school.app.inject({
          url: '/api/users/me',
          remoteAddress,
          headers: token ? bearer(token) : {},
        });
      const learners = [];
      for (const name of ['ada', 'blaise', 'carl'])
        learners.push(await tokenFor(school.app, name, `${name}@school.test`));
      const [ada = '', blaise = '', carl = ''] = learners;
      const statuses = async (token: string, times: number) => {
        const seen = [];
        for (let i = 0; i < times; i += 1) seen.push((await call(token)).statusCode);
        return seen;
      };
      // Each learner has their own 3 calls, where one address once had 3 for all.
      expect(await statuses(ada, 4)).toEqual([200, 200, 200, 429]);
      expect(await statuses(blaise, 3)).toEqual([200, 200, 200]);
      // The address's ceiling: 8 signed-in calls (Ada's refused one counted too).
      expect(await statuses(carl, 2)).toEqual([200, 429]);
      // A call without a session counts for the address, apart from the signed-in ones.
      expect((await call(null)).statusCode).toBe(401);
      // Another address is another school.
      expect((await call(carl, '10.7.0.2')).statusCode).toBe(200);
    } finally {
      await school.close();
    }
  });

  it('limits failed sign-ins more tightly', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=someone&password=guessing1',
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      detail: 'Too many requests. Please try again later.',
      code: 'rate_limited',
    });
  });
});
