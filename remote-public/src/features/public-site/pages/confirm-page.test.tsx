import { ApiError } from '@lyceum/platform';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { createTestI18n, renderPage } from '../testing/render';
import { ConfirmPage } from './confirm-page';

jest.mock('../landing/hero-image');
jest.mock('../api/confirm-newsletter', () => ({ confirmNewsletter: jest.fn() }));
const confirm = jest.mocked(confirmNewsletter);

const renderConfirm = (language: 'en' | 'fr' = 'en') =>
  renderPage(<ConfirmPage />, {
    language,
    path: language === 'fr' ? '/fr/confirm/tok123' : '/confirm/tok123',
    route: language === 'fr' ? '/fr/confirm/:token' : '/confirm/:token',
  });

describe('ConfirmPage', () => {
  beforeEach(() => confirm.mockReset());

  it('calls the API once only, even under StrictMode', async () => {
    confirm.mockResolvedValue({
      status: 'confirmed',
      message: 'Your subscription is confirmed.',
      data: { email: 'ada@example.org' },
    });
    render(
      <StrictMode>
        <I18nextProvider i18n={createTestI18n()}>
          <MemoryRouter initialEntries={['/confirm/tok123']}>
            <Routes>
              <Route path="/confirm/:token" element={<ConfirmPage />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </StrictMode>,
    );
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
    confirm.mockRejectedValue(new ApiError(404, 'Invalid or expired confirmation link'));
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
