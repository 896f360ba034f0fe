import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders } from '../../testing/test-utils';
import { SettingsPage } from './settings-page';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const get = jest.mocked(apiClient.get);
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
