import { apiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import type { UserProfile } from '../api/types';
import { sessionStore } from '../session/session-store';
import { LANGUAGE_STORAGE_KEY, i18n } from './i18n';
import { changeLanguage } from './language';
import { ada } from '../testing/profiles';

jest.mock('../api/api-client', () => ({
  apiClient: { patch: jest.fn() },
  connectSession: jest.fn(),
}));

const patch = apiClient.patch as unknown as jest.Mock;

/** The PATCH answers when the test says so, so the state in between can be looked at. */
function pendingAnswer() {
  let settle: { resolve: (value: UserProfile) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  patch.mockReturnValue({
    json: () =>
      new Promise<UserProfile>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  });
  return {
    resolve: (value: UserProfile) => settle.resolve(value),
    reject: (error: unknown) => settle.reject(error),
  };
}

beforeEach(async () => {
  localStorage.clear();
  patch.mockReset();
  await i18n.changeLanguage('en');
});

test('a guest switches at once, stores the choice and calls nobody', async () => {
  sessionStore.setState({ token: null, user: null, loading: false });
  await changeLanguage('fr');
  expect(i18n.language).toBe('fr');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  expect(patch).not.toHaveBeenCalled();
});

describe('a signed-in user', () => {
  beforeEach(() => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    sessionStore.setState({ token: 'tok', user: ada, loading: false });
  });

  test('is saved on the account first; the interface switches once the server accepts', async () => {
    const answer = pendingAnswer();
    const done = changeLanguage('fr');
    expect(patch).toHaveBeenCalledWith('/api/users/me/language', {
      json: { preferred_language: 'fr' },
    });
    await Promise.resolve();
    // Nothing has changed while the server has not answered.
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    answer.resolve({ ...ada, preferred_language: 'fr' });
    await done;
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(sessionStore.getState().user?.preferred_language).toBe('fr');
  });

  test.each([
    ['refuses', new ApiError(500, 'Internal Server Error', true, 'internal')],
    ['cannot be reached', new ApiError(null, 'Failed to fetch')],
  ])('when the server %s, nothing changes here and the ApiError is thrown', async (_, error) => {
    const answer = pendingAnswer();
    const done = changeLanguage('fr');
    answer.reject(error);
    await expect(done).rejects.toBe(error);
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(sessionStore.getState().user?.preferred_language).toBe('en');
  });
});
