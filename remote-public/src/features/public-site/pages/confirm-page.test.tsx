import '../../../testing/setup';
import { ApiError } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { ConfirmPage } from './confirm-page';

jest.mock('../landing/hero-image');
jest.mock('../api/confirm-newsletter', () => ({ confirmNewsletter: jest.fn() }));
const confirm = jest.mocked(confirmNewsletter);

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
  beforeEach(() => confirm.mockReset());

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
    confirm.mockRejectedValue(
      new ApiError(
        404,
        'Invalid or expired confirmation link',
        true,
        'newsletter.confirmation_invalid',
      ),
    );
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
});
