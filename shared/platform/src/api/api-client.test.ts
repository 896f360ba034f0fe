/** @jest-environment node */
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';

beforeAll(() => setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' }));

const answer = (status: number, body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

afterEach(() => jest.restoreAllMocks());

test('a failed call carries the server detail and code', async () => {
  answer(403, {
    detail: 'Please confirm your e-mail address first.',
    code: 'auth.email_unverified',
  });
  const error: unknown = await apiClient
    .post('/api/signin')
    .json()
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 403,
    detail: 'Please confirm your e-mail address first.',
    code: 'auth.email_unverified',
    fromServer: true,
  });
});

test('a body without a code leaves it undefined', async () => {
  answer(400, { detail: 'This email is already registered' });
  const error: unknown = await apiClient
    .post('/api/signup')
    .json()
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 400, code: undefined });
});

test('a detail that only repeats the status line is not the server speaking', async () => {
  answer(503, { detail: 'Service Unavailable' });
  const error: unknown = await apiClient
    .post('/api/newsletter/subscribe')
    .json()
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 503, fromServer: false });
});

test('a body that is not the API’s (a proxy’s page) leaves the text to the caller', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response('<html>Bad Gateway</html>', {
      status: 502,
      statusText: 'Origin Unreachable',
      headers: { 'Content-Type': 'text/html' },
    }),
  );
  const error: unknown = await apiClient
    .post('/api/contact/send')
    .json()
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 502, detail: 'Origin Unreachable', fromServer: false });
});
