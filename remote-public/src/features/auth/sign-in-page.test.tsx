import '../../testing/setup';
import { ApiError, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { resendVerification } from './api/resend-verification';
import { SignInPage } from './sign-in-page';

jest.mock('./api/resend-verification', () => ({ resendVerification: jest.fn() }));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  useAuth: jest.fn(),
}));
const resend = jest.mocked(resendVerification);
const signIn = jest.fn();

const unverified = () =>
  new ApiError(403, 'Please confirm your e-mail address first.', true, 'auth.email_unverified');

function renderSignIn(language: 'en' | 'fr' = 'en') {
  jest.mocked(useAuth).mockReturnValue({ signIn } as unknown as ReturnType<typeof useAuth>);
  renderWithProviders(<SignInPage />, { language, route: '/signin' });
  const fr = language === 'fr';
  fireEvent.change(screen.getByLabelText(fr ? /^nom d'utilisateur/i : /^username/i), {
    target: { value: ' ada_l ' },
  });
  fireEvent.change(screen.getByLabelText(fr ? /^mot de passe/i : /^password/i), {
    target: { value: 'analytical-engine' },
  });
  fireEvent.click(screen.getByRole('button', { name: fr ? 'Se connecter' : 'Sign In' }));
}

beforeEach(() => {
  signIn.mockReset();
  resend.mockReset();
});

describe('an account whose address is not confirmed yet', () => {
  it('is told so, and the focus moves to the notice so Tab reaches the resend button', async () => {
    signIn.mockRejectedValue(unverified());
    renderSignIn();
    const message = await screen.findByText('Please confirm your e-mail address first.');
    const notice = message.closest('.auth-notice');
    expect(document.activeElement).toBe(notice);
    const button = screen.getByRole('button', { name: 'Resend the confirmation e-mail' });
    expect(button.tagName).toBe('BUTTON');
    expect(notice?.contains(button)).toBe(true);
  });

  it('asks for a new link for the typed login, in the interface language', async () => {
    signIn.mockRejectedValue(unverified());
    resend.mockResolvedValue({ message: 'If an account is waiting…' });
    renderSignIn('fr');
    expect(
      await screen.findByText("Veuillez d'abord confirmer votre adresse e-mail."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(
      await screen.findByText('Si un compte attend sa confirmation, un nouveau lien est en route.'),
    ).toBeTruthy();
    expect(resend).toHaveBeenCalledWith('ada_l', 'fr');
    // One link is enough: the button rests once it has worked.
    expect(
      screen
        .getByRole<HTMLButtonElement>('button', { name: "Renvoyer l'e-mail de confirmation" })
        .hasAttribute('disabled'),
    ).toBe(true);
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
      new ApiError(500, 'Internal Server Error', false),
      'The confirmation e-mail could not be sent. Please try again.',
    ],
  ])('reports %s on resend', async (_case, error, text) => {
    signIn.mockRejectedValue(unverified());
    resend.mockRejectedValue(error);
    renderSignIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('other sign-in failures', () => {
  it('shows the server detail when there is no code to act on, with no resend offer', async () => {
    // Same status, no code: the outcome comes from the code, never from the status or sentence.
    signIn.mockRejectedValue(new ApiError(403, 'Please confirm your e-mail address first.'));
    renderSignIn('fr');
    expect(await screen.findByText('Please confirm your e-mail address first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Renvoyer l'e-mail de confirmation" })).toBeNull();
  });

  it('shows "Invalid email or password" from the server', async () => {
    signIn.mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    renderSignIn();
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith('ada_l', 'analytical-engine');
  });

  it('says a refused sign-in in French from its code, not the English sentence', async () => {
    signIn.mockRejectedValue(
      new ApiError(401, 'an English sentence', true, 'auth.invalid_credentials'),
    );
    renderSignIn('fr');
    expect(await screen.findByText('E-mail ou mot de passe invalide')).toBeTruthy();
    expect(screen.queryByText('an English sentence')).toBeNull();
  });

  it('says "Failed to sign in" when the server sent nothing to show', async () => {
    signIn.mockRejectedValue(new ApiError(502, 'Bad Gateway', false));
    renderSignIn();
    expect(await screen.findByText('Failed to sign in')).toBeTruthy();
  });

  it('asks for both fields before sending', () => {
    jest.mocked(useAuth).mockReturnValue({ signIn } as unknown as ReturnType<typeof useAuth>);
    renderWithProviders(<SignInPage />, { route: '/signin' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('translates a rate limit', async () => {
    signIn.mockRejectedValue(
      new ApiError(429, 'Too many requests. Please try again later.', true, 'rate_limited'),
    );
    renderSignIn('fr');
    expect(await screen.findByText('Trop de requêtes. Veuillez réessayer plus tard.')).toBeTruthy();
  });
});
