import { apiClient } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { fallbackProfile, isAdmin, sessionStore } from './session-store';
import type { UserProfile } from '../api/types';

jest.mock('../api/api-client', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), patch: jest.fn() },
  connectSession: jest.fn(),
}));

const api = apiClient as unknown as Record<'get' | 'post' | 'patch', jest.Mock>;
const reply = (value: unknown) => ({ json: () => Promise.resolve(value) });
const fail = () => ({ json: () => Promise.reject(new Error('network down')) });

const ada: UserProfile = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  is_active: true,
  is_superuser: false,
  preferred_language: 'fr',
  role: 'standard',
};

beforeEach(async () => {
  localStorage.clear();
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStore.setState({ token: null, user: null, loading: true });
  await i18n.changeLanguage('en');
});

test('restore: a stored session is back at once, then refreshed and the language follows it', async () => {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ ...ada, preferred_language: 'en' }));
  let answer: (value: UserProfile) => void = () => undefined;
  api.get.mockReturnValue({
    json: () => new Promise<UserProfile>((resolve) => (answer = resolve)),
  });

  const done = sessionStore.getState().restore();
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', loading: true });
  expect(sessionStore.getState().user?.username).toBe('ada');

  answer(ada);
  await done;
  expect(api.get).toHaveBeenCalledWith('/api/users/me');
  expect(sessionStore.getState().loading).toBe(false);
  expect(sessionStore.getState().user?.preferred_language).toBe('fr');
  expect(i18n.language).toBe('fr');
  expect(localStorage.getItem('preferred_language')).toBe('fr');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
    preferred_language: 'fr',
  });
});

test('restore: a failed refresh keeps the stored profile', async () => {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify(ada));
  api.get.mockReturnValue(fail());
  await sessionStore.getState().restore();
  expect(sessionStore.getState()).toMatchObject({ token: 'tok', loading: false });
  expect(sessionStore.getState().user).toEqual(ada);
});

test('restore: without both token and user the visitor is a guest', async () => {
  localStorage.setItem('access_token', 'tok');
  await sessionStore.getState().restore();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null, loading: false });
  expect(api.get).not.toHaveBeenCalled();
});

test('sign-in posts the form, stores the token and the profile', async () => {
  api.post.mockReturnValue(reply({ access_token: 'new-token', token_type: 'bearer' }));
  api.get.mockReturnValue(reply(ada));
  const user = await sessionStore.getState().signIn('ada', 'secret-pass');
  const [path, options] = api.post.mock.calls[0] as [string, { body: URLSearchParams }];
  expect(path).toBe('/api/signin');
  expect(options.body.toString()).toBe('username=ada&password=secret-pass');
  expect(user).toEqual(ada);
  expect(localStorage.getItem('access_token')).toBe('new-token');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(ada);
});

test('sign-in falls back to the spec profile when the profile fetch fails', async () => {
  api.post.mockReturnValue(reply({ access_token: 'new-token', token_type: 'bearer' }));
  api.get.mockReturnValue(fail());
  const user = await sessionStore.getState().signIn('grace', 'secret-pass');
  expect(user).toEqual({
    id: 0,
    username: 'grace',
    email: '',
    is_active: true,
    is_superuser: false,
    preferred_language: 'en',
    role: 'standard',
  });
  expect(user).toEqual(fallbackProfile('grace'));
  expect(sessionStore.getState().token).toBe('new-token');
});

test('sign-in failure stores nothing and rethrows', async () => {
  api.post.mockReturnValue({ json: () => Promise.reject(new Error('Invalid email or password')) });
  await expect(sessionStore.getState().signIn('ada', 'bad')).rejects.toThrow(
    'Invalid email or password',
  );
  expect(localStorage.getItem('access_token')).toBeNull();
});

test('sign-out clears memory and storage', () => {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify(ada));
  sessionStore.setState({ token: 'tok', user: ada, loading: false });
  sessionStore.getState().signOut();
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

test('admin role', () => {
  expect(isAdmin(ada)).toBe(false);
  expect(isAdmin({ ...ada, role: 'admin' })).toBe(true);
  expect(isAdmin(null)).toBe(false);
});
