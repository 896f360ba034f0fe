import '../../testing/setup';
import { ApiError } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { confirmNewsletter } from './api/confirm-newsletter';
import { subscribeNewsletter } from './api/subscribe-newsletter';
import { ConfirmPage } from './confirm-page';

jest.mock('../../lib/hero-image');
jest.mock('./api/confirm-newsletter', () => ({ confirmNewsletter: jest.fn() }));
jest.mock('./api/subscribe-newsletter', () => ({
  ...jest.requireActual<object>('./api/subscribe-newsletter'),
  subscribeNewsletter: jest.fn(),
}));
const confirm = jest.mocked(confirmNewsletter);
const subscribe = jest.mocked(subscribeNewsletter);
const invalid = new ApiError(
  404,
  'Invalid or expired confirmation link',
  true,
  'newsletter.confirmation_invalid',
);

const renderConfirm = (language: 'en' | 'fr' = 'en', strict = false) => {
  const prefix = language === 'fr' ? '/fr' : '';
  const routes = (
    <Routes>
      <Route path={`${prefix}/confirm/:token`} element={<ConfirmPage />} />
    </Routes>
  );
  return renderWithProviders(strict ? <StrictMode>{routes}</StrictMode> : routes, {
    language,
    route: `${prefix}/confirm/tok123`,
  });
};

describe('ConfirmPage', () => {
  beforeEach(() => {
    confirm.mockReset();
    subscribe.mockReset();
  });

  it('calls the API once only, even under StrictMode', async () => {
    confirm.mockResolvedValue({
      status: 'confirmed',
      message: 'Your subscription is confirmed.',
      data: { email: 'ada@example.org' },
    });
    renderConfirm('en', true);
    expect(screen.getByText('Confirming your subscription…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('tok123');
  });

  it('shows the already confirmed state with the address', async () => {
    confirm.mockResolvedValue({
      status: 'already_confirmed',
      message: 'This email is already confirmed.',
      data: { email: 'ada@example.org' },
    });
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeTruthy();
    expect(screen.getByText(/ada@example.org was already confirmed/)).toBeTruthy();
  });

  it('shows Invalid Confirmation Link for an unknown or expired token, with a link home', async () => {
    confirm.mockRejectedValue(invalid);
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Invalid Confirmation Link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('links back to the French home page in French', async () => {
    confirm.mockResolvedValue({
      status: 'confirmed',
      message: 'Your subscription is confirmed.',
      data: { email: 'ada@example.org' },
    });
    renderConfirm('fr');
    expect(await screen.findByRole('heading', { name: 'Inscription confirmée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/fr',
    );
  });

  it('says the server cannot be reached, not that the link is invalid, and retries', async () => {
    confirm.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    renderConfirm();
    expect(await screen.findByRole('heading', { name: 'Cannot reach the server' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invalid Confirmation Link' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach the server/);
    confirm.mockResolvedValueOnce({
      status: 'confirmed',
      message: 'Your subscription is confirmed.',
      data: { email: 'ada@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Subscription confirmed' });
    expect(confirm).toHaveBeenCalledTimes(2);
    // The button that was pressed is gone: the answer's heading has the focus.
    expect(document.activeElement).toBe(heading);
  });

  it.each([
    [new ApiError(503, 'Service Unavailable'), 'The server could not check your link just now.'],
    [
      new ApiError(429, 'Too many requests.', true, 'rate_limited'),
      'Too many requests. Please try again later.',
    ],
  ])('offers to retry when the server answers %p', async (error, text) => {
    confirm.mockRejectedValue(error);
    renderConfirm();
    expect(
      await screen.findByRole('heading', { name: 'Confirmation unavailable for now' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(text);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the server cannot be reached in French', async () => {
    confirm.mockRejectedValue(new TypeError('Failed to fetch'));
    renderConfirm('fr');
    expect(await screen.findByRole('heading', { name: 'Serveur injoignable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('sends a new link from an invalid one, with the newsletter form’s texts', async () => {
    confirm.mockRejectedValue(invalid);
    subscribe.mockResolvedValue({
      outcome: 'resent',
      message: 'Anything',
      email: 'ada@example.org',
    });
    renderConfirm();
    await screen.findByRole('heading', { name: 'Invalid Confirmation Link' });
    const form = screen.getByRole('form', { name: 'Get a new confirmation link' });
    const input = within(form).getByLabelText<HTMLInputElement>('E-mail address');
    expect(input.type).toBe('email');
    fireEvent.click(within(form).getByRole('button', { name: 'Send a new link' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Please enter your email address',
    );
    fireEvent.change(input, { target: { value: 'ada@example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send a new link' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(subscribe).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'ada@example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send a new link' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'You are already on the list but not yet confirmed: we have resent the confirmation email.',
    );
    expect(subscribe).toHaveBeenCalledWith({ email: 'ada@example.org', language: 'en' });
  });

  it('tells why a new link could not be sent, in the page language', async () => {
    confirm.mockRejectedValue(invalid);
    subscribe.mockRejectedValue(
      new ApiError(409, 'Already', true, 'newsletter.already_subscribed'),
    );
    renderConfirm('fr');
    await screen.findByRole('heading', { name: 'Lien de confirmation invalide' });
    const form = screen.getByRole('form', { name: 'Recevoir un nouveau lien de confirmation' });
    fireEvent.change(within(form).getByLabelText('Adresse e-mail'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer un nouveau lien' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Cette adresse e-mail est déjà inscrite.',
    );
    expect(subscribe).toHaveBeenCalledWith({ email: 'ada@example.org', language: 'fr' });
  });
});
