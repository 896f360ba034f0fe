import { ApiError, apiClient, i18n, sessionStore } from '@lyceum/platform';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { admin, learner, renderWithProviders } from '../../../testing/test-utils';
import { answered, reply } from '../test-helpers';
import { ACCOUNT_DELETED_STATE } from '../account-deleted';
import { AccountDeletedNotice } from './account-deleted-notice';
import { DeleteAccountSection } from './delete-account-section';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { delete: jest.fn() },
}));

const remove = jest.mocked(apiClient.delete);

beforeEach(async () => {
  remove.mockReset();
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const dialog = () => document.querySelector('dialog')!;
function confirmWith(password: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  const inDialog = within(dialog());
  fireEvent.change(inDialog.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(inDialog.getByRole('button', { name: 'Delete my account' }));
}
const passwordField = () => within(dialog()).getByLabelText<HTMLInputElement>('Password');

test('the danger zone explains, and the dialog opens only when asked', () => {
  renderWithProviders(<DeleteAccountSection />, { session: learner });
  expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
  expect(screen.getByText(/This cannot be undone/)).toBeTruthy();
  expect(dialog().open).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  expect(dialog().open).toBe(true);
  expect(dialog().getAttribute('aria-labelledby')).toBe(
    screen.getByRole('heading', { name: 'Delete your account?' }).id,
  );
});

test('the password is required before anything is sent', () => {
  renderWithProviders(<DeleteAccountSection />, { session: learner });
  confirmWith('');
  expect(passwordField().getAttribute('aria-invalid')).toBe('true');
  expect(remove).not.toHaveBeenCalled();
});

test('a deletion signs out, goes home and says the account is gone', async () => {
  localStorage.setItem('access_token', 'token');
  remove.mockReturnValue(reply(undefined));
  renderWithProviders(
    <>
      <DeleteAccountSection />
      <AccountDeletedNotice />
    </>,
    { route: '/settings', session: learner },
  );
  expect(screen.queryByText('Your account has been deleted.')).toBeNull();
  confirmWith('my-secret');
  const notice = await screen.findByRole('status');
  expect(notice.textContent).toBe('Your account has been deleted.');
  expect(remove).toHaveBeenCalledWith('/api/users/me', { json: { password: 'my-secret' } });
  expect(screen.getByTestId('location').textContent).toBe('/');
  expect(sessionStore.getState()).toMatchObject({ token: null, user: null, expired: false });
  expect(localStorage.getItem('access_token')).toBeNull();
});

test('a wrong password shows under the field in the dialog, signed in still', async () => {
  remove.mockReturnValue(
    reply(new ApiError(400, 'The password is not correct.', true, 'auth.password_incorrect')),
  );
  renderWithProviders(<DeleteAccountSection />, { session: learner });
  confirmWith('wrong');
  await answered();
  const field = passwordField();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
    'The password is not correct.',
  );
  expect(dialog().open).toBe(true);
  expect(sessionStore.getState().user).toEqual(learner);
});

test('the last administrator is told why, in the dialog', async () => {
  remove.mockReturnValue(
    reply(
      new ApiError(
        409,
        'The last administrator cannot delete their account.',
        true,
        'auth.last_admin',
      ),
    ),
  );
  renderWithProviders(<DeleteAccountSection />, { session: admin, language: 'fr' });
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte…' }));
  const inDialog = within(dialog());
  fireEvent.change(inDialog.getByLabelText('Mot de passe'), { target: { value: 'my-secret' } });
  fireEvent.click(inDialog.getByRole('button', { name: 'Supprimer mon compte' }));
  expect((await inDialog.findByRole('alert')).textContent).toBe(
    'Le dernier administrateur ne peut pas supprimer son compte.',
  );
  expect(sessionStore.getState().user).toEqual(admin);
});

test('Cancel closes the dialog and forgets what was typed', () => {
  renderWithProviders(<DeleteAccountSection />, { session: learner });
  confirmWith('');
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(dialog().open).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  expect(passwordField().value).toBe('');
  expect(passwordField().getAttribute('aria-invalid')).toBeNull();
});

test('the notice goes after a while, and the history entry forgets it', () => {
  jest.useFakeTimers();
  function Deleted() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/', { state: ACCOUNT_DELETED_STATE })}>
        deleted
      </button>
    );
  }
  try {
    renderWithProviders(
      <>
        <Deleted />
        <AccountDeletedNotice />
      </>,
      { route: '/settings' },
    );
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'deleted' }));
    expect(screen.getByRole('status').textContent).toBe('Your account has been deleted.');
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  } finally {
    jest.useRealTimers();
  }
});
