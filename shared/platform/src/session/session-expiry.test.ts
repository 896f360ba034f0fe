/** @jest-environment node */
// The real HTTP client against a mocked `fetch`: how a refused token ends the session. Node has
// `fetch` and no `localStorage`, so the test brings a small storage of its own.
import { apiClient } from '../api/api-client';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { sessionStore } from './session-store';
import { ada } from '../testing/profiles';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refused = () =>
  json(401, { detail: 'Could not validate credentials', code: 'auth.session_invalid' });

function signedIn(token = 'tok') {
  localStorage.setItem('access_token', token);
  localStorage.setItem('user', JSON.stringify(ada));
  sessionStore.setState({ token, user: ada, loading: false, expired: false });
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
  setRuntimeConfig({ ...defaultRuntimeConfig, apiBaseUrl: 'http://api.test' });
});

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a 401 that the profile call confirms ends the session as expired and clears storage', async () => {
  signedIn();
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(refused());
  await expect(apiClient.get('/api/flashcards').json()).rejects.toMatchObject({ status: 401 });
  const sent = fetch.mock.calls.map(([url, init]) => ({
    url,
    authorization: new Headers(init?.headers).get('Authorization'),
  }));
  expect(sent).toEqual([
    { url: 'http://api.test/api/flashcards', authorization: 'Bearer tok' },
    { url: 'http://api.test/api/users/me', authorization: 'Bearer tok' },
  ]);
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null, expired: true });
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('a 401 of the profile call itself ends the session without asking again', async () => {
  signedIn();
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(refused());
  await expect(apiClient.get('/api/users/me').json()).rejects.toMatchObject({ status: 401 });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState()).toMatchObject({ token: null, expired: true });
});

test('a 401 on one call keeps the session while the server accepts it, profile refreshed', async () => {
  signedIn();
  const promoted = { ...ada, role: 'admin' as const };
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((url) =>
      Promise.resolve((url as string).endsWith('/api/users/me') ? json(200, promoted) : refused()),
    );
  const refusals = await Promise.allSettled([
    apiClient.post('/api/admin/vector-db/validate-checkpoint').json(),
    apiClient.get('/api/admin/vector-db/collections').json(),
  ]);
  expect(refusals).toMatchObject([
    { status: 'rejected', reason: { status: 401 } },
    { status: 'rejected', reason: { status: 401 } },
  ]);
  // Both refusals waited for one check.
  const asked = jest.mocked(globalThis.fetch).mock.calls.map(([url]) => url as string);
  expect(asked.filter((url) => url.endsWith('/api/users/me'))).toHaveLength(1);
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: promoted, expired: false });
  expect(localStorage.getItem('access_token')).toBe('tok');
});

test('a check that gets no answer keeps the session', async () => {
  signedIn();
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation((url) =>
      (url as string).endsWith('/api/users/me')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(refused()),
    );
  await expect(apiClient.post('/api/admin/vector-db/import-checkpoint')).rejects.toMatchObject({
    status: 401,
  });
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: ada, expired: false });
});

test('a 401 on a call without a token (a refused sign-in) is not an expiry', async () => {
  sessionStore.setState({ token: null, user: null, loading: false, expired: false });
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      json(401, { detail: 'Invalid email or password', code: 'auth.invalid_credentials' }),
    );
  await expect(sessionStore.getState().signIn('ada', 'wrong-pass')).rejects.toMatchObject({
    status: 401,
  });
  expect(sessionStore.getState().expired).toBe(false);
});

test('signing in again clears the expiry', async () => {
  sessionStore.setState({ token: null, user: null, loading: false, expired: true });
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(
      json(200, { access_token: 'fresh', token_type: 'bearer', expires_in: 60 }),
    )
    .mockResolvedValueOnce(json(200, ada));
  await sessionStore.getState().signIn('ada', 'secret-pass');
  expect(sessionStore.getState()).toMatchObject({ token: 'fresh', expired: false });
});

test('signing out is not an expiry, even after one', () => {
  signedIn();
  sessionStore.getState().signOut();
  expect(sessionStore.getState()).toMatchObject({ token: null, expired: false });
  sessionStore.setState({ expired: true });
  sessionStore.getState().signOut();
  expect(sessionStore.getState().expired).toBe(false);
});

test('a 401 for a token another tab has since replaced takes the new one instead', async () => {
  signedIn('old');
  // The other tab changed the password: the server revoked "old" and issued "new" there.
  localStorage.setItem('access_token', 'new');
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(refused());
  await expect(apiClient.get('/api/flashcards').json()).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState()).toMatchObject({ token: 'new', user: ada, expired: false });
  expect(localStorage.getItem('access_token')).toBe('new');
});

test('replaceToken keeps the session with the new token, in memory and storage', () => {
  signedIn('old');
  sessionStore.getState().replaceToken('new');
  expect(sessionStore.getState()).toMatchObject({ token: 'new', user: ada });
  expect(localStorage.getItem('access_token')).toBe('new');
  expect(localStorage.getItem('user')).toBe(JSON.stringify(ada));
});

test('a 401 for a token this tab has already replaced leaves the new session alone', async () => {
  signedIn('old-token');
  let answer: (response: Response) => void = () => undefined;
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  const pending = apiClient.get('/api/flashcards').json();
  while (fetch.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  // A password change in this tab swaps the token while the older request is on its way.
  sessionStore.getState().replaceToken('new-token');
  answer(refused());
  await expect(pending).rejects.toMatchObject({ status: 401 });
  expect(sessionStore.getState()).toMatchObject({ token: 'new-token', user: ada, expired: false });
});
