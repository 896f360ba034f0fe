// Tabs of the site share one storage: what one stores, the others follow through `storage` events
// (a browser sends them to every other tab, never to the one that wrote).
import { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import type { UserProfile } from '../api/types';
import { createQueryClient } from '../query/query-client';
import { sessionStore } from './session-store';
import { ada } from '../testing/profiles';

jest.mock('../api/api-client', () => ({
  apiClient: { get: jest.fn() },
  connectSession: jest.fn(),
}));

const get = jest.mocked(apiClient.get);
const reply = (value: unknown) =>
  ({ json: () => Promise.resolve(value) }) as unknown as ReturnType<typeof apiClient.get>;

const grace: UserProfile = { ...ada, id: 8, username: 'grace', email: 'grace@example.com' };

/** What another tab's write looks like here: storage already changed, then the event. */
function otherTab(key: string | null, newValue: string | null, storageArea = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function signedIn(user: UserProfile, token: string) {
  localStorage.setItem('access_token', token);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.setState({ token, user, loading: false, expired: false });
}

let setItem: jest.SpyInstance;
let removeItem: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setItem = jest.spyOn(Storage.prototype, 'setItem');
  removeItem = jest.spyOn(Storage.prototype, 'removeItem');
});

afterEach(() => jest.restoreAllMocks());

test('a sign-out in another tab ends the session here, without writing storage again', async () => {
  signedIn(ada, 'tok');
  localStorage.removeItem('access_token');
  localStorage.removeItem('user');
  setItem.mockClear();
  removeItem.mockClear();
  otherTab('access_token', null);
  await settled();
  expect(sessionStore.getState()).toMatchObject({
    token: null,
    user: null,
    loading: false,
    expired: false,
  });
  expect(setItem).not.toHaveBeenCalled();
  expect(removeItem).not.toHaveBeenCalled();
});

test('a storage cleared in another tab ends the session too', async () => {
  signedIn(ada, 'tok');
  localStorage.clear();
  otherTab(null, null);
  await settled();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
});

test('the ended session empties the cached answers', async () => {
  const queries: QueryClient = createQueryClient(QueryClient);
  queries.setQueryData(['users', 'me'], ada);
  signedIn(ada, 'tok');
  localStorage.removeItem('access_token');
  otherTab('access_token', null);
  await settled();
  expect(queries.getQueryData(['users', 'me'])).toBeUndefined();
});

test('a token replaced for the same account (a password change there) is taken over quietly', async () => {
  signedIn(ada, 'old');
  localStorage.setItem('access_token', 'new');
  setItem.mockClear();
  otherTab('access_token', 'new');
  await settled();
  expect(sessionStore.getState()).toMatchObject({ token: 'new', user: ada, loading: false });
  expect(get).not.toHaveBeenCalled();
  expect(setItem).not.toHaveBeenCalled();
});

test('a guest tab takes over a sign-in made in another tab once the profile answers', async () => {
  sessionStore.setState({ token: null, user: null, loading: false, expired: true });
  let answer: (profile: UserProfile) => void = () => undefined;
  get.mockReturnValue({
    json: () => new Promise<UserProfile>((resolve) => (answer = resolve)),
  } as unknown as ReturnType<typeof apiClient.get>);
  // The other tab stores its token first, and the profile once the server sent it.
  localStorage.setItem('access_token', 'fresh');
  otherTab('access_token', 'fresh');
  expect(sessionStore.getState()).toMatchObject({ token: 'fresh', loading: true, expired: false });
  answer(grace);
  await settled();
  expect(get).toHaveBeenCalledWith('/api/users/me');
  expect(sessionStore.getState()).toMatchObject({ token: 'fresh', user: grace, loading: false });
});

test('another account signed in there replaces this one and its cached answers', async () => {
  const queries = createQueryClient(QueryClient);
  queries.setQueryData(['users', 'me'], ada);
  signedIn(ada, 'ada-token');
  get.mockReturnValue(reply(grace));
  localStorage.setItem('access_token', 'grace-token');
  localStorage.setItem('user', JSON.stringify(grace));
  otherTab('access_token', 'grace-token');
  await settled();
  expect(sessionStore.getState()).toMatchObject({ token: 'grace-token', user: grace });
  expect(queries.getQueryData(['users', 'me'])).toBeUndefined();
});

test('without a profile from storage or the server the tab stays a guest', async () => {
  sessionStore.setState({ token: null, user: null, loading: false });
  get.mockReturnValue({
    json: () => Promise.reject(new Error('network down')),
  } as unknown as ReturnType<typeof apiClient.get>);
  localStorage.setItem('access_token', 'fresh');
  otherTab('access_token', 'fresh');
  await settled();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
});

test('changes to other keys or to session storage are not the session', async () => {
  signedIn(ada, 'tok');
  // Were these events taken for the session's, the missing token would end it.
  localStorage.removeItem('access_token');
  otherTab('preferred_language', 'fr');
  otherTab('access_token', 'elsewhere', sessionStorage);
  await settled();
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: ada });
});
