import { ApiError, apiClient, changeLanguage, i18n } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders } from '../../testing/test-utils';
import { SettingsPage } from './settings-page';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
  // The switch itself (server first, then the interface) is the platform's, tested there.
  changeLanguage: jest.fn(),
}));

const get = jest.mocked(apiClient.get);
const change = jest.mocked(changeLanguage);
/** Each `apiClient.get(path).json()` takes the next answer: a profile, or an ApiError to reject. */
function answers(...values: unknown[]) {
  for (const value of values) {
    get.mockImplementationOnce((() => ({
      json: () => (value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value)),
    })) as never);
  }
}

beforeEach(async () => {
  get.mockReset();
  change.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

test('shows the session’s account at once, then the server’s', async () => {
  answers({ ...learner, email: 'ada@lovelace.example' });
  renderWithProviders(<SettingsPage />, { route: '/settings', session: learner });
  expect(screen.getByLabelText('Username')).toHaveProperty('value', learner.username);
  expect(screen.getByLabelText('Email')).toHaveProperty('value', learner.email);
  expect(await screen.findByDisplayValue('ada@lovelace.example')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/api/users/me');
});

test('a failed load says so, keeps the known account, and Try Again loads it again', async () => {
  answers(new ApiError(500, 'Internal Server Error', true, 'internal'), {
    ...learner,
    email: 'back@example.com',
  });
  renderWithProviders(<SettingsPage />, { route: '/settings', session: learner });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not load your account details.');
  expect(screen.getByLabelText('Email')).toHaveProperty('value', learner.email);
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByDisplayValue('back@example.com')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the failure reads in French', async () => {
  answers(new ApiError(null, 'Failed to fetch'));
  renderWithProviders(<SettingsPage />, { route: '/settings', session: learner, language: 'fr' });
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Impossible de charger les informations de votre compte.',
  );
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
});

test('the page is titled, and every section has its heading', () => {
  answers(learner);
  renderWithProviders(<SettingsPage />, { route: '/settings', session: learner });
  expect(document.title).toBe('Settings — Lyceum');
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
    'Settings',
  ]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Interface language',
    'Account',
    'Change password',
    'Change email address',
    'Download my data',
    'Delete my account',
  ]);
});

describe('the language', () => {
  const choose = (language: string) =>
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: language } });

  test('a saved choice says so, and the account is read again', async () => {
    answers(learner, { ...learner, preferred_language: 'fr' });
    change.mockResolvedValue();
    renderWithProviders(<SettingsPage />, { route: '/settings', session: learner });
    await screen.findByDisplayValue(learner.email);
    choose('fr');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Language preference updated successfully.',
    );
    expect(change).toHaveBeenCalledWith('fr');
    expect(get).toHaveBeenCalledTimes(2);
  });

  test.each([
    [
      'the server’s coded text',
      new ApiError(429, 'Too many requests. Please try again later.', true, 'rate_limited'),
      'Too many requests. Please try again later.',
    ],
    [
      'the call’s own text for an uncoded failure',
      new ApiError(500, 'Internal Server Error', false),
      'Failed to update language preference. Please try again.',
    ],
    [
      'the network error when no answer came',
      new ApiError(null, 'Failed to fetch'),
      'Network error. Please check your connection and try again.',
    ],
  ])('a refusal shows %s', async (_case, error, text) => {
    answers(learner, learner);
    change.mockRejectedValue(error);
    renderWithProviders(<SettingsPage />, { route: '/settings', session: learner });
    choose('fr');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
