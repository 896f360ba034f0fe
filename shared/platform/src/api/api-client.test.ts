/** @jest-environment node */
import { apiClient, connectSession } from './api-client';
import { ApiError } from './api-error';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';

beforeAll(() => setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' }));

const answer = (status: number, body: unknown) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
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

const fetched = () =>
  jest.mocked(globalThis.fetch).mock.calls.map(([url, init]) => ({
    url: url as string,
    method: init?.method,
    headers: new Headers(init?.headers),
    body: init?.body,
  }));

test('the path goes to the API base with the query, the JSON body and the bearer token', async () => {
  connectSession(
    () => 'token-1',
    () => undefined,
  );
  answer(200, { ok: true });
  const tags = new URLSearchParams({ limit: '5' });
  tags.append('tags', 'a');
  tags.append('tags', 'b');
  await apiClient.get('/api/flashcards', { searchParams: tags }).json();
  await apiClient.post('/api/learning-sessions', { json: { n: 1 }, searchParams: { days: 7 } });
  const [list, save] = fetched();
  expect(list).toMatchObject({
    url: 'http://api.test/api/flashcards?limit=5&tags=a&tags=b',
    method: 'GET',
  });
  expect(list?.headers.get('Authorization')).toBe('Bearer token-1');
  expect(save).toMatchObject({
    url: 'http://api.test/api/learning-sessions?days=7',
    body: '{"n":1}',
  });
  expect(save?.headers.get('Content-Type')).toBe('application/json');
  connectSession(
    () => null,
    () => undefined,
  );
});

test('a refused bearer token is reported once, with the token the server saw and the path', async () => {
  const unauthorized = jest.fn();
  connectSession(() => 'old-token', unauthorized);
  answer(401, { detail: 'Session expired', code: 'auth.token_invalid' });
  await expect(apiClient.get('/api/users/me').json()).rejects.toMatchObject({ status: 401 });
  expect(unauthorized).toHaveBeenCalledTimes(1);
  expect(unauthorized).toHaveBeenCalledWith('old-token', '/api/users/me');
  connectSession(
    () => null,
    () => undefined,
  );
});

test('a GET that meets a passing failure is tried again once, after the wait the server asks', async () => {
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'Retry-After': '0' } }))
    .mockResolvedValueOnce(new Response('{"message":"ok"}', { status: 200 }));
  await expect(apiClient.get('/api/test').json()).resolves.toEqual({ message: 'ok' });
  expect(fetched()).toHaveLength(2);
});

test('a second passing failure is the answer, given within two seconds', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const started = Date.now();
  await expect(apiClient.get('/api/test')).rejects.toMatchObject({ status: null });
  expect(Date.now() - started).toBeLessThan(2000);
  answer(500, { detail: 'Internal Server Error', code: 'internal' });
  await expect(apiClient.delete('/api/flashcards/1')).rejects.toMatchObject({ status: 500 });
  expect(fetched()).toHaveLength(4);
});

test('a POST, a refusal (4xx, a rate limit too) or `retry: 0` is never tried again', async () => {
  answer(503, { detail: 'Down for a moment', code: 'service.unavailable' });
  await expect(apiClient.post('/api/contact/send').json()).rejects.toMatchObject({ status: 503 });
  await expect(apiClient.get('/api/test', { retry: 0 })).rejects.toMatchObject({ status: 503 });
  answer(404, { detail: 'No such card', code: 'flashcard.not_found' });
  await expect(apiClient.get('/api/flashcards/9')).rejects.toMatchObject({ status: 404 });
  answer(429, { detail: 'Too many requests. Please try again later.', code: 'rate_limited' });
  await expect(apiClient.get('/api/flashcards')).rejects.toMatchObject({ status: 429 });
  expect(fetched()).toHaveLength(4);
});

test('a wait longer than the retry may take makes the failure the answer', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response('{"detail":"Back soon","code":"service.unavailable"}', {
      status: 503,
      headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
    }),
  );
  await expect(apiClient.get('/api/test')).rejects.toMatchObject({
    status: 503,
    detail: 'Back soon',
  });
  expect(fetched()).toHaveLength(1);
});

test('no answer in time is an ApiError without a status; an abort rejects with the abort', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
  await expect(apiClient.post('/api/signin', { timeout: 20 })).rejects.toMatchObject({
    status: null,
  });
  const controller = new AbortController();
  const stopped = apiClient.post('/api/persona/chat/stream', {
    timeout: false,
    signal: controller.signal,
  });
  controller.abort(new DOMException('Stopped by the user', 'AbortError'));
  const reason: unknown = await stopped.catch((caught: unknown) => caught);
  expect(reason).not.toBeInstanceOf(ApiError);
  expect(reason).toMatchObject({ name: 'AbortError', message: 'Stopped by the user' });
});

test('a status the caller accepts is answered, and an empty body reads as undefined', async () => {
  answer(503, { overall_status: 'unhealthy' });
  const response = await apiClient.get('/api/health', {
    throwHttpErrors: (status) => status !== 503,
  });
  expect(response.status).toBe(503);
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  await expect(apiClient.delete('/api/flashcards/1').json()).resolves.toBeUndefined();
});
