import '../../testing/setup';
import { ApiError, sessionStore } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { confirmEmailChange } from './api/confirm-email-change';
import { ConfirmEmailPage } from './confirm-email-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
jest.mock('./api/confirm-email-change', () => ({ confirmEmailChange: jest.fn() }));
const confirm = jest.mocked(confirmEmailChange);

const CHANGED = { message: 'Your e-mail address has been changed.', email: 'ada@new.example' };
const INVALID = 'This e-mail change link is invalid or has expired.';

function renderConfirm({ language = 'en', strict = false, signedIn = false } = {}) {
  const prefix = language === 'fr' ? '/fr' : '';
  const routes = (
    <Routes>
      <Route path={`${prefix}/confirm-email/:token`} element={<ConfirmEmailPage />} />
    </Routes>
  );
  return renderWithProviders(strict ? <StrictMode>{routes}</StrictMode> : routes, {
    language: language as 'en' | 'fr',
    session: signedIn ? learner : 'guest',
    route: `${prefix}/confirm-email/tok456`,
  });
}

const original = sessionStore.getState().refreshProfile;
beforeEach(() => confirm.mockReset());
afterEach(() => sessionStore.setState({ refreshProfile: original }));

describe('ConfirmEmailPage', () => {
  it('spends the token once only, even under StrictMode, and shows the new address', async () => {
    confirm.mockResolvedValue(CHANGED);
    renderConfirm({ strict: true });
    expect(screen.getByText('Confirming your new e-mail address…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeTruthy();
    expect(
      screen.getByText('The e-mail address of your account is now ada@new.example.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('tok456');
  });

  it('refreshes a signed-in visitor’s profile and leads back to the settings', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    sessionStore.setState({ refreshProfile: refresh });
    confirm.mockResolvedValue(CHANGED);
    renderConfirm({ signedIn: true });
    const link = await screen.findByRole('link', { name: 'Open your settings' });
    expect(link.getAttribute('href')).toBe('/settings');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not touch a guest’s session', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    sessionStore.setState({ refreshProfile: refresh });
    confirm.mockResolvedValue(CHANGED);
    renderConfirm();
    await screen.findByRole('heading', { name: 'E-mail address changed' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('speaks French under /fr', async () => {
    confirm.mockResolvedValue(CHANGED);
    renderConfirm({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Adresse e-mail changée' })).toBeTruthy();
    expect(
      screen.getByText("L'adresse e-mail de votre compte est désormais ada@new.example."),
    ).toBeTruthy();
  });

  it('says an unknown, used or expired link is invalid, in French', async () => {
    confirm.mockRejectedValue(
      new ApiError(404, 'an English sentence', true, 'auth.email_change_invalid'),
    );
    renderConfirm({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Lien invalide ou expiré' })).toBeTruthy();
    expect(
      screen.getByText("Ce lien de changement d'adresse e-mail est invalide ou a expiré."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('says the address was taken by another account meanwhile', async () => {
    confirm.mockRejectedValue(new ApiError(400, 'an English sentence', true, 'auth.email_taken'));
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Address already in use' })).toBeTruthy();
    expect(screen.getByText('This email is already registered')).toBeTruthy();
    expect(screen.getByText(/your address has not changed/)).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('never calls an unreachable server an invalid link, and tries again on request', async () => {
    confirm.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Change not finished' })).toBeTruthy();
    expect(
      screen.getByText(/Lyceum could not be reached, so your link has not been checked/),
    ).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();

    confirm.mockResolvedValueOnce(CHANGED);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'a server error',
      new ApiError(503, 'Service temporarily unavailable.', true, 'service.unavailable'),
      /Something went wrong on our side/,
    ],
    ['a rate limit', new ApiError(429, 'Too many requests.', true, 'rate_limited'), /Too many/],
  ])('keeps %s apart from an invalid link', async (_case, error, text) => {
    confirm.mockRejectedValue(error);
    renderConfirm();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is titled in the interface language and kept out of search indexes', async () => {
    confirm.mockResolvedValue(CHANGED);
    renderConfirm({ language: 'fr' });
    await waitFor(() => expect(document.title).toBe('Adresse e-mail changée — Lyceum'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
