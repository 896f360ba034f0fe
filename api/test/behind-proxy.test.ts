import { errorDetail } from '@lyceum/contracts';
import { apiServices, proxyBodyLimitBytes, readCompose } from '@lyceum/deploy/compose-files';
import { buildTestApp, type TestApp } from './helper';

/** The API processes' settings in the compose stack; its tests prove TRUST_PROXY is the proxy's address. */
const [, api = {}] = apiServices(readCompose())[0] ?? [];
const proxyAddress = api.environment?.TRUST_PROXY ?? '';

const AUTH_MAX = 3;

describe("the API with the compose file's settings, behind its proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      TRUST_PROXY: proxyAddress,
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
    });
  });
  afterAll(() => t?.close());

  let attempt = 0;
  /** A failed sign-in as a new unknown user each time, so only the per-client limit can refuse. */
  const signInFrom = (remoteAddress: string, forwardedFor: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/signin',
        remoteAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
        payload: new URLSearchParams({
          username: `nobody-${(attempt += 1)}`,
          password: 'not-the-password',
        }).toString(),
      })
      .then((response) => response.statusCode);

  it('limits a client that reaches it directly, whatever X-Forwarded-For it sends', async () => {
    const statuses = [];
    for (let i = 1; i <= AUTH_MAX + 2; i += 1) {
      statuses.push(await signInFrom('203.0.113.50', `198.51.100.${i}`));
    }
    expect(statuses).toEqual([...Array<number>(AUTH_MAX).fill(401), 429, 429]);
  });

  it('gives each client forwarded by the proxy its own budget', async () => {
    expect(proxyAddress).not.toBe('');
    const first = [];
    for (let i = 0; i <= AUTH_MAX; i += 1) {
      first.push(await signInFrom(proxyAddress, '192.0.2.10'));
    }
    expect(first).toEqual([...Array<number>(AUTH_MAX).fill(401), 429]);
    expect(await signInFrom(proxyAddress, '192.0.2.11')).toBe(401);
  });

  it('takes the largest body the proxy passes on, and refuses one byte more as the proxy does', async () => {
    // The proxy answers an over-limit body itself, with this same error (the deployment's tests).
    expect(t.config.bodyLimitBytes).toBe(proxyBodyLimitBytes());
    const post = (size: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: Buffer.alloc(size, 'a'),
      });
    const tooLarge = await post(t.config.bodyLimitBytes + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      detail: errorDetail('request.body_too_large'),
      code: 'request.body_too_large',
    });
    expect((await post(t.config.bodyLimitBytes)).statusCode).not.toBe(413);
  });
});
