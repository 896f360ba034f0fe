import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../src/plugins/request-log';
import type { TestApp } from './helper';
import { bearer, buildTestApp, signIn, signUp, tokenFor } from './helper';

interface Operation {
  method: string;
  path: string;
  form: boolean;
  fields: string[];
  params: string[];
}

/** Every public operation with a body, read from the API's own OpenAPI document. */
function publicWrites(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const security = operation.security as unknown[] | undefined;
      if (!['post', 'put', 'patch'].includes(method) || (security && security.length > 0)) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> })
        ?.content;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      const schema = (media?.schema ?? {}) as { properties?: Record<string, { type?: unknown }> };
      const fields = Object.entries(schema.properties ?? {})
        .filter(([, property]) => JSON.stringify(property).includes('"string"'))
        .map(([name]) => name);
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      operations.push({
        method: method.toUpperCase(),
        path,
        form: type === 'application/x-www-form-urlencoded',
        fields,
        params,
      });
    }
  }
  return operations;
}

const TOKEN = 'A'.repeat(43);

describe('every public route refuses control characters, naming the field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('finds the public routes that take a body', () => {
    const paths = publicWrites(t.app).map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/signup',
        'POST /api/signin',
        'POST /api/newsletter/subscribe',
        'POST /api/contact/send',
        'POST /api/verify-email',
      ]),
    );
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f'])('refuses %j in every field', async (bad) => {
    for (const operation of publicWrites(t.app)) {
      const url = operation.params.reduce(
        (path, param) => path.replace(`{${param}}`, TOKEN),
        operation.path,
      );
      for (const field of operation.fields) {
        const body = Object.fromEntries(
          operation.fields.map((name) => [
            name,
            name === field ? `plain${bad}text@example.com` : 'valid-Text-42@example.com',
          ]),
        );
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url,
          ...(operation.form
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: new URLSearchParams(body).toString(),
              }
            : { payload: body }),
        });
        expect({ route: `${operation.method} ${url}`, field, status: response.statusCode }).toEqual(
          { route: `${operation.method} ${url}`, field, status: 400 },
        );
        expect(response.json()).toEqual({
          detail: `${field}: This field must not contain control characters`,
          code: 'validation.control_characters',
          field,
        });
      }
    }
  });

  it('keeps line breaks and tabs in text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Two lines',
        message: 'First line\r\n\tSecond line',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('numbers that are not finite', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokenFor(t.app, 'finite_learner', 'finite@lyceum.test');
  });
  afterAll(() => t.close());

  it.each(['Infinity', '-Infinity', '1e400', '-1e400'])(
    'are refused as an invalid value of their field: page=%s',
    async (page) => {
      const response = await t.app.inject({
        url: `/api/flashcards?page=${encodeURIComponent(page)}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation.invalid', field: 'page' });
    },
  );

  it('are refused in a JSON body too (1e400 parses as Infinity)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/learning-sessions',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload:
        '{"session_date":"2026-11-28T10:00:00Z","total_cards":1e400,"correct_answers":0,' +
        '"session_duration_seconds":60}',
    });
    expect(response.statusCode).toBe(400);
    const { code, field } = response.json<{ code: string; field: string }>();
    expect(code).toMatch(/^validation\./);
    expect(field).toBe('total_cards');
  });

  it('leave finite numbers alone', async () => {
    const response = await t.app.inject({ url: '/api/flashcards?page=1', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', CORS_ORIGINS: 'https://lyceum.example' });
  });
  afterAll(() => t.close());

  const form = (origin?: string) => ({
    'content-type': 'application/x-www-form-urlencoded',
    ...(origin ? { origin } : {}),
  });

  it('refuses state-changing requests from a foreign page, whatever the body', async () => {
    const signup = new URLSearchParams({
      username: 'victim_form',
      email: 'victim@example.com',
      password: 'correct-horse',
    }).toString();
    for (const [headers, payload] of [
      [form('https://evil.example'), signup],
      [{ origin: 'null' }, { username: 'x_y_z' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/signup', headers, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Cross-site requests are not accepted',
        code: 'request.foreign_origin',
      });
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: JSON.stringify({ name: 'a', email: 'a@b.co', subject: 's', message: 'm' }),
    });
    expect(contact.statusCode).toBe(403);
    const rows = await t.app.db.query('SELECT 1 FROM users');
    expect(rows).toHaveLength(0);
  });

  it('accepts form bodies only where a client needs them', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: form(),
      payload: 'username=formuser&email=f%40example.com&password=correct-horse',
    });
    expect(signup.statusCode).toBe(415);
    expect(signup.json()).toEqual({
      detail: 'This endpoint accepts JSON only',
      code: 'request.unsupported_media_type',
    });
    for (const url of ['/api/newsletter/subscribe', '/api/contact/send']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a@b.co',
      });
      expect(response.statusCode).toBe(415);
    }

    // Sign-in is form-encoded, from our own pages…
    await signUp(t.app, { username: 'own_page', email: 'own@example.com' });
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: form('https://lyceum.example'),
      payload: 'username=own_page&password=correct-horse',
    });
    expect(signin.statusCode).toBe(200);
    // …and one-click unsubscribe comes from mail providers' servers, with no Origin.
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${TOKEN}`,
      headers: form(),
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(404);
  });
});

describe('responses that carry tokens or profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  afterAll(() => t.close());

  it('are never stored by a cache', async () => {
    const token = await tokenFor(t.app, 'cached', 'cached@example.com');
    const signin = await signIn(t.app, 'cached');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    const created = await signUp(t.app, { username: 'cached2', email: 'c2@example.com' });
    for (const response of [signin, me, created]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('logs', () => {
  it('redact tokens in URLs', () => {
    expect(redactUrl(`/api/newsletter/confirm/${TOKEN}?lang=fr`)).toBe(
      '/api/newsletter/confirm/[redacted]?lang=fr',
    );
    expect(redactUrl('/api/users/me?token=abc&x=1')).toBe('/api/users/me?token=[redacted]&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('write one line a request, as pino writes the lines a route logs itself', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
    type Line = Record<string, unknown> & { reqId: string; msg: string };
    try {
      // A route that logs the same fields through the request's own (pino) logger.
      t.app.get('/api/test-only/logs', { config: { access: 'public' } }, (request, reply) => {
        request.log.info({ req: request, res: reply, responseTime: 1.5 }, 'request completed');
        return { ok: true };
      });
      expect((await t.app.inject({ url: '/api/test' })).statusCode).toBe(200);
      const confirm = await t.app.inject({
        url: `/api/newsletter/confirm/${TOKEN}?token=${TOKEN}&lang=fr`,
      });
      expect(confirm.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/test-only/logs' })).statusCode).toBe(200);
      const parsed = lines
        .join('')
        .split('\n')
        .filter((line) => line.includes('"reqId"'))
        .map((line) => JSON.parse(line) as Line);
      const completed = parsed.filter((line) => line.msg === 'request completed');
      // One line for each request (two for the route that logs one itself).
      expect(completed).toHaveLength(4);
      const [test, link, own, logs] = completed as [Line, Line, Line, Line];
      expect(test).toEqual({
        level: 30,
        time: expect.any(Number) as number,
        pid: process.pid,
        hostname: expect.any(String) as string,
        reqId: expect.any(String) as string,
        req: { method: 'GET', url: '/api/test', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number) as number,
        msg: 'request completed',
      });
      expect(link.req).toEqual({
        method: 'GET',
        url: '/api/newsletter/confirm/[redacted]?token=[redacted]&lang=fr',
        remoteAddress: '127.0.0.1',
      });
      expect(link.res).toEqual({ statusCode: 404 });
      expect(lines.join('')).not.toContain(TOKEN);
      // The line the API writes has pino's fields in pino's order, and the request's id.
      expect(own.reqId).toBe(logs.reqId);
      expect(Object.keys(logs)).toEqual(Object.keys(own));
      expect(logs.req).toEqual({ ...(own.req as object), url: '/api/test-only/logs' });
      expect(new Set(completed.map((line) => line.reqId)).size).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('write no request line above level info', async () => {
    const lines: string[] = [];
    const t = await buildTestApp(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      expect((await t.app.inject({ url: '/api/test' })).statusCode).toBe(200);
      expect(lines.join('')).not.toContain('request completed');
    } finally {
      await t.close();
    }
  });

  it('hold no secret from a failing sign-up or a confirmation link', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await buildTestApp(
      {
        APP_ENV: 'production',
        JWT_SECRET: 'q3Vb8-Zk2pLr_X7mWc4nTy9hJd6sFa1eGu5oRi0vNlKw',
        LOG_LEVEL: 'info',
        SIGNUP_MODE: 'open',
      },
      { logStream },
    );
    const { app } = t;
    const db = app.db;
    try {
      const confirm = await app.inject({ url: `/api/newsletter/confirm/${TOKEN}` });
      expect(confirm.statusCode).toBe(404);
      // A query that fails inside sign-up: its parameters must not reach the log.
      await db.exec('ALTER TABLE email_verification_tokens RENAME TO evt_hidden');
      const failed = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          username: 'leaky_user',
          email: 'leaky.secret@example.com',
          password: 'hunter2-but-longer',
          full_name: 'Secret Name',
        },
      });
      await db.exec('ALTER TABLE evt_hidden RENAME TO email_verification_tokens');
      expect(failed.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      for (const secret of [
        TOKEN,
        'leaky.secret@example.com',
        'Secret Name',
        'hunter2',
        '$argon2',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
