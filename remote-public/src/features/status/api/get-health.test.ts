/** @jest-environment node */
import { ApiError, defaultRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';
import { getHealth } from './get-health';

// Outside a browser a request needs an absolute address.
setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' });

const answer = (status: number, body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
      }),
    ),
  );

const unhealthy = {
  overall_status: 'unhealthy',
  timestamp: '2026-11-22T10:00:00.000Z',
  embedding: null,
  services: {
    api: { status: 'healthy', version: '0.1.0', environment: 'test', uptime_seconds: 5 },
    database: {
      status: 'unhealthy',
      driver: 'postgresql',
      version: null,
      database_size_mb: null,
      response_time_ms: null,
      vector_search: false,
      error: 'refused',
    },
    redis: {
      status: 'not_configured',
      version: null,
      connected_clients: null,
      used_memory_mb: null,
      response_time_ms: null,
      uptime_days: null,
      error: null,
    },
    external: {},
  },
};

afterEach(() => jest.restoreAllMocks());

test('a 503 carrying the health document is the unhealthy status, asked once', async () => {
  const fetch = answer(503, unhealthy);
  await expect(getHealth()).resolves.toEqual(unhealthy);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a 503 from something else (a proxy page) is a failed fetch', async () => {
  answer(503, '<html>Service Unavailable</html>');
  await expect(getHealth()).rejects.toBeInstanceOf(ApiError);
});

test('other failures stay failures', async () => {
  answer(404, { detail: 'Not Found' });
  await expect(getHealth()).rejects.toMatchObject({ status: 404, detail: 'Not Found' });
});
