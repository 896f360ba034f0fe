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
