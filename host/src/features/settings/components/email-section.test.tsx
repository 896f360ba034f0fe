import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders } from '../../../testing/test-utils';
import { answered, reply } from '../test-helpers';
import { EmailSection } from './email-section';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { post: jest.fn() },
}));

const post = jest.mocked(apiClient.post);

beforeEach(async () => {
  post.mockReset();
  await act(() => i18n.changeLanguage('en'));
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
function send(email: string, password: string) {
  fireEvent.change(input(i18n.t('changeEmail.new', { ns: 'host-settings' })), {
    target: { value: email },
  });
  fireEvent.change(input(i18n.t('changeEmail.password', { ns: 'host-settings' })), {
    target: { value: password },
  });
  fireEvent.click(
    screen.getByRole('button', { name: i18n.t('changeEmail.submit', { ns: 'host-settings' }) }),
  );
}
const errorOf = (field: HTMLInputElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

test('asks for a link to the new address, in the interface language, and says where it went', async () => {
  post.mockReturnValue(reply({ message: 'sent' }));
  renderWithProviders(<EmailSection />, { session: learner, language: 'fr' });
  send(' grace@example.com ', 'my-secret');
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe(
    "Nous avons envoyé un lien de confirmation à grace@example.com. Votre adresse changera dès que vous l'aurez suivi.",
  );
  expect(post).toHaveBeenCalledWith('/api/users/me/email', {
    json: { new_email: 'grace@example.com', password: 'my-secret', language: 'fr' },
  });
  expect(input('Nouvelle adresse e-mail').value).toBe('');
});

test('the address and the password are required', () => {
  renderWithProviders(<EmailSection />, { session: learner });
  send('', '');
  expect(errorOf(input('New email address'))).toContain('This field is required');
  expect(errorOf(input('Password'))).toContain('This field is required');
  expect(post).not.toHaveBeenCalled();
});

test('a wrong password shows under the password', async () => {
  post.mockReturnValue(
    reply(new ApiError(400, 'The password is not correct.', true, 'auth.password_incorrect')),
  );
  renderWithProviders(<EmailSection />, { session: learner });
  send('grace@example.com', 'wrong');
  await answered();
  expect(errorOf(input('Password'))).toContain('The password is not correct.');
  expect(document.activeElement).toBe(input('Password'));
});

test('an address the server refuses shows under the address', async () => {
  post.mockReturnValue(
    reply(
      new ApiError(
        400,
        'This is already your e-mail address.',
        true,
        'auth.email_unchanged',
        'new_email',
      ),
    ),
  );
  renderWithProviders(<EmailSection />, { session: learner });
  send(learner.email, 'my-secret');
  await answered();
  expect(errorOf(input('New email address'))).toContain('This is already your e-mail address.');
});

test('a failure with no field and no code says the call failed', async () => {
  post.mockReturnValue(reply(new ApiError(502, 'Bad Gateway', false)));
  renderWithProviders(<EmailSection />, { session: learner });
  send('grace@example.com', 'my-secret');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Failed to request the email change. Please try again.',
  );
});
