import '../../testing/setup';
import { ApiError, sessionStore, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { resendVerification } from './api/resend-verification';
import { verifyEmail } from './api/verify-email';
import { VerifyEmailPage } from './verify-email-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
jest.mock('./api/verify-email', () => ({ verifyEmail: jest.fn() }));
jest.mock('./api/resend-verification', () => ({ resendVerification: jest.fn() }));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  useAuth: jest.fn(),
}));
const verify = jest.mocked(verifyEmail);
const resend = jest.mocked(resendVerification);

const CONFIRMED = { message: 'Your e-mail address is confirmed.', email: 'ada@example.org' };

function renderVerify({ language = 'en', strict = false, signedIn = false } = {}) {
  jest
    .mocked(useAuth)
    .mockReturnValue({ user: signedIn ? { id: 1 } : null } as unknown as ReturnType<
      typeof useAuth
    >);
  const prefix = language === 'fr' ? '/fr' : '';
  const routes = (
    <Routes>
      <Route path={`${prefix}/verify-email/:token`} element={<VerifyEmailPage />} />
    </Routes>
  );
  return renderWithProviders(strict ? <StrictMode>{routes}</StrictMode> : routes, {
    language: language as 'en' | 'fr',
    route: `${prefix}/verify-email/tok123`,
  });
}

beforeEach(() => {
  verify.mockReset();
  resend.mockReset();
});

describe('VerifyEmailPage', () => {
  it('spends the token once only, even under StrictMode, then offers to sign in', async () => {
    verify.mockResolvedValue(CONFIRMED);
    renderVerify({ strict: true });
    expect(screen.getByText('Confirming your e-mail address…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(screen.getByText('Your e-mail address ada@example.org is confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('tok123');
  });

  it('speaks French under /fr, in the title too', async () => {
    verify.mockResolvedValue(CONFIRMED);
    renderVerify({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Adresse e-mail confirmée — Lyceum'));
  });

  it('stays out of search indexes, on the public site with its footer', () => {
    verify.mockReturnValue(new Promise(() => undefined));
    renderVerify();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.closest('.ps.auth')?.querySelector('footer')).toBeTruthy();
  });

  it('says an unreachable server in French, apart from an invalid link', async () => {
    verify.mockRejectedValue(new ApiError(null, 'Failed to fetch'));
    renderVerify({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Confirmation inachevée' })).toBeTruthy();
    expect(screen.getByText(/^Impossible de joindre Lyceum/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  const original = sessionStore.getState().refreshProfile;
  it('refreshes a signed-in visitor’s profile, whose role may come with the address', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    sessionStore.setState({ token: 'a-token', refreshProfile: refresh });
    verify.mockResolvedValue(CONFIRMED);
    renderVerify({ signedIn: true });
    expect(await screen.findByRole('link', { name: 'Continue to Lyceum' })).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
    sessionStore.setState({ token: null, refreshProfile: original });
  });

  it('says an unknown, used or expired link is invalid, and offers a new one', async () => {
    verify.mockRejectedValue(
      new ApiError(404, 'an English sentence', true, 'auth.verification_invalid'),
    );
    resend.mockResolvedValue({ message: 'sent' });
    renderVerify({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Lien invalide ou expiré' })).toBeTruthy();
    expect(screen.getByText('Ce lien de confirmation est invalide ou a expiré.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^nom d'utilisateur/i), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(
      await screen.findByText('Si un compte attend sa confirmation, un nouveau lien est en route.'),
    ).toBeTruthy();
    expect(resend).toHaveBeenCalledWith('ada@example.org', 'fr');
  });

  it('calls a token the server refuses to read (wrong shape) invalid too', async () => {
    verify.mockRejectedValue(new ApiError(400, 'token: must be at most 200 characters'));
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeTruthy();
  });

  it('never calls an unreachable server an invalid link, and tries again on request', async () => {
    verify.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Confirmation not finished' })).toBeTruthy();
    expect(
      screen.getByText(/Lyceum could not be reached, so your link has not been checked/),
    ).toBeTruthy();
    expect(screen.queryByText('This confirmation link is invalid or has expired.')).toBeNull();

    verify.mockResolvedValueOnce(CONFIRMED);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'a server error',
      new ApiError(503, 'Service temporarily unavailable.', true, 'service.unavailable'),
      /Something went wrong on our side/,
    ],
    [
      'a rate limit',
      new ApiError(429, 'Too many requests.', true, 'rate_limited'),
      /Too many requests/,
    ],
  ])('keeps %s apart from an invalid link', async (_case, error, text) => {
    verify.mockRejectedValue(error);
    renderVerify();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('This confirmation link is invalid or has expired.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
