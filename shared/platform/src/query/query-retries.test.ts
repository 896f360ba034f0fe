/** @jest-environment node */
// The query layer over the real HTTP client against a mocked `fetch`: how often a failing query
// asks, and how soon it fails.
import { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { createQueryClient } from './query-client';

beforeAll(() => setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' }));
afterEach(() => jest.restoreAllMocks());

/** How many requests a query makes before it fails, and how long the failure takes. */
async function failingQuery(status: number) {
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ detail: 'Nope', code: 'service.unavailable' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  fetch.mockClear();
  const client = createQueryClient(QueryClient);
  const started = Date.now();
  await expect(
    client.fetchQuery({
      queryKey: ['failing', status],
      queryFn: () => apiClient.get('/api/flashcards').json(),
    }),
  ).rejects.toMatchObject({ status });
  return { requests: fetch.mock.calls.length, ms: Date.now() - started };
}

test('a query failing with a 5xx asks twice in all and fails within two seconds', async () => {
  const { requests, ms } = await failingQuery(503);
  expect(requests).toBe(2);
  expect(ms).toBeLessThan(2000);
});

test.each([400, 404, 429])('a query refused with a %p asks once', async (status) => {
  expect((await failingQuery(status)).requests).toBe(1);
});
