import { ApiError, apiClient, i18n, sessionStore } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders } from '../../../testing/test-utils';
import { answered, offline, reply } from '../test-helpers';
import { PasswordSection } from './password-section';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { post: jest.fn() },
}));

const post = jest.mocked(apiClient.post);

beforeEach(async () => {
  post.mockReset();
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
function fill(current: string, next: string, confirm = next) {
  fireEvent.change(input('Current password'), { target: { value: current } });
  fireEvent.change(input('New password'), { target: { value: next } });
  fireEvent.change(input('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}
/** The error shown under a field (its `aria-describedby` text). */
function errorOf(field: HTMLInputElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

test('a confirmation that differs is refused before sending, under the field, which gets focus', async () => {
  renderWithProviders(<PasswordSection />, { session: learner });
  fill('old-secret', 'new-secret-1', 'new-secret-2');
  const confirm = input('Confirm new password');
  expect(confirm.getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(confirm)).toContain('Passwords do not match');
  await answered();
  expect(document.activeElement).toBe(confirm);
  expect(post).not.toHaveBeenCalled();
});

test('a change keeps this session on the new token, says so and empties the fields', async () => {
  localStorage.setItem('access_token', 'token');
  post.mockReturnValue(
    reply({ message: 'ok', access_token: 'new-token', token_type: 'bearer', expires_in: 3600 }),
  );
  renderWithProviders(<PasswordSection />, { session: learner });
  fill('old-secret', 'new-secret-1');
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe(
    'Your password has been changed. You stay signed in here; every other session has been signed out.',
  );
  expect(post).toHaveBeenCalledWith('/api/users/me/password', {
    json: { current_password: 'old-secret', new_password: 'new-secret-1' },
  });
  expect(sessionStore.getState()).toMatchObject({ token: 'new-token', user: learner });
  expect(localStorage.getItem('access_token')).toBe('new-token');
  expect(input('Current password').value).toBe('');
  expect(input('New password').value).toBe('');
});

test('a wrong current password shows under that field', async () => {
  post.mockReturnValue(
    reply(new ApiError(400, 'The password is not correct.', true, 'auth.password_incorrect')),
  );
  renderWithProviders(<PasswordSection />, { session: learner });
  fill('wrong-secret', 'new-secret-1');
  const current = input('Current password');
  await answered();
  expect(current.getAttribute('aria-invalid')).toBe('true');
  expect(errorOf(current)).toContain('The password is not correct.');
  expect(document.activeElement).toBe(current);
  expect(sessionStore.getState().token).toBe('token');
});

test('a new password the server refuses shows under the new password', async () => {
  post.mockReturnValue(
    reply(new ApiError(400, 'too common', true, 'auth.password_weak', 'new_password')),
  );
  renderWithProviders(<PasswordSection />, { session: learner });
  fill('old-secret', 'password1');
  await answered();
  expect(errorOf(input('New password'))).toContain(
    'This password is too common or too easy to guess.',
  );
  expect(input('Current password').getAttribute('aria-invalid')).toBeNull();
});

test('no answer at all is a network error, announced', async () => {
  post.mockReturnValue(reply(offline()));
  renderWithProviders(<PasswordSection />, { session: learner });
  fill('old-secret', 'new-secret-1');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Network error. Please check your connection and try again.',
  );
});

test('every password field has its show/hide toggle, in French too', async () => {
  renderWithProviders(<PasswordSection />, { session: learner, language: 'fr' });
  const toggles = await screen.findAllByRole('button', { name: 'Afficher le mot de passe' });
  expect(toggles).toHaveLength(3);
  fireEvent.click(toggles[0]!);
  expect(toggles[0]!.textContent).toBe('Masquer le mot de passe');
  expect(input('Mot de passe actuel').type).toBe('text');
});
