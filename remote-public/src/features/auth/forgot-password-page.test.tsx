import '../../testing/setup';
import { ApiError, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { forgotPassword } from './api/forgot-password';
import { ForgotPasswordPage } from './forgot-password-page';
import { SignInPage } from './sign-in-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
jest.mock('./api/forgot-password', () => ({ forgotPassword: jest.fn() }));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  useAuth: jest.fn(),
}));
const ask = jest.mocked(forgotPassword);

const SENT =
  'If an account uses this address, we have sent it a link to choose a new password. The link is valid for one hour.';

function renderForgot(language: 'en' | 'fr' = 'en') {
  renderWithProviders(<ForgotPasswordPage />, { language, route: '/forgot-password' });
  const fr = language === 'fr';
  return {
    type: (value: string) =>
      fireEvent.change(screen.getByLabelText(fr ? /^e-mail/i : /^email/i), { target: { value } }),
    submit: () =>
      fireEvent.click(
        screen.getByRole('button', { name: fr ? 'Envoyer le lien' : 'Send the link' }),
      ),
  };
}

beforeEach(() => ask.mockReset());

describe('ForgotPasswordPage', () => {
  it('asks for a link for the typed address, in the interface language', async () => {
    ask.mockResolvedValue({ message: 'sent' });
    const form = renderForgot('fr');
    form.type(' ada@example.org ');
    form.submit();
    expect(
      await screen.findByText(
        'Si un compte utilise cette adresse, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable une heure.',
      ),
    ).toBeTruthy();
    expect(ask).toHaveBeenCalledWith('ada@example.org', 'fr');
  });

  it('answers the same neutral text, takes the focus there, and leaves the form', async () => {
    ask.mockResolvedValue({ message: 'anything the server says' });
    const form = renderForgot();
    form.type('ada@example.org');
    form.submit();
    const sent = await screen.findByText(SENT);
    expect(document.activeElement).toBe(sent.closest('.auth-notice'));
    expect(screen.queryByText('anything the server says')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
  });

  it('checks the address with the shared rules and focuses the field', async () => {
    const form = renderForgot();
    form.submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^email/i)));
    form.type('ada@example');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a rate limit',
      new ApiError(429, 'Too many requests. Please try again later.', true, 'rate_limited'),
      'Too many requests. Please try again later.',
    ],
    [
      'an unreachable server',
      new ApiError(null, 'Failed to fetch'),
      'Lyceum could not be reached. Check your connection and try again.',
    ],
    [
      'a server failure that says nothing',
      new ApiError(500, 'Internal Server Error', true, 'internal'),
      'The link could not be sent. Please try again.',
    ],
  ])('reports %s and keeps the form', async (_case, error, text) => {
    ask.mockRejectedValue(error);
    const form = renderForgot();
    form.type('ada@example.org');
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText(SENT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
  });

  it('translates a rate limit', async () => {
    ask.mockRejectedValue(new ApiError(429, 'Too many requests.', true, 'rate_limited'));
    const form = renderForgot('fr');
    form.type('ada@example.org');
    form.submit();
    expect(await screen.findByText('Trop de requêtes. Veuillez réessayer plus tard.')).toBeTruthy();
  });

  it('is titled in the interface language', async () => {
    renderForgot('fr');
    await waitFor(() => expect(document.title).toBe('Mot de passe oublié — Lyceum'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeTruthy();
    expect(document.querySelector('meta[name="description"]')).not.toBeNull();
  });

  it('starts with the address typed on the sign-in page', () => {
    jest
      .mocked(useAuth)
      .mockReturnValue({ signIn: jest.fn() } as unknown as ReturnType<typeof useAuth>);
    renderWithProviders(
      <Routes>
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      { route: '/signin' },
    );
    fireEvent.change(screen.getByLabelText(/^username or email/i), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^email/i).value).toBe('ada@example.org');
  });
});
