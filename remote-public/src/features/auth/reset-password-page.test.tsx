import '../../testing/setup';
import { ApiError, sessionStore } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { resetPassword } from './api/reset-password';
import { ResetPasswordPage } from './reset-password-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
jest.mock('./api/reset-password', () => ({ resetPassword: jest.fn() }));
// The dictionaries are tested in the hint's own suite; here a score per password is enough.
jest.mock('./password/password-estimator', () => ({
  passwordScore: (password: string) => (password === 'quiet-otter-lantern-71' ? 4 : 0),
}));
const reset = jest.mocked(resetPassword);

const INVALID = 'This password reset link is invalid or has expired.';

const LABELS = {
  en: {
    password: /^new password/i,
    confirmation: /^confirm new password/i,
    submit: 'Save the new password',
  },
  fr: {
    password: /^nouveau mot de passe/i,
    confirmation: /^confirmer le nouveau mot de passe/i,
    submit: 'Enregistrer le nouveau mot de passe',
  },
};

interface ResetOptions {
  language?: 'en' | 'fr';
  session?: 'guest' | typeof learner;
}

function renderReset({ language = 'en', session = 'guest' }: ResetOptions = {}) {
  const prefix = language === 'fr' ? '/fr' : '';
  renderWithProviders(
    <Routes>
      <Route path={`${prefix}/reset-password/:token`} element={<ResetPasswordPage />} />
    </Routes>,
    { language, session, route: `${prefix}/reset-password/tok123` },
  );
  const labels = LABELS[language];
  return {
    fill: (password = 'quiet-otter-lantern-71', confirmation = password) => {
      fireEvent.change(screen.getByLabelText(labels.password), { target: { value: password } });
      fireEvent.change(screen.getByLabelText(labels.confirmation), {
        target: { value: confirmation },
      });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: labels.submit })),
  };
}

beforeEach(() => reset.mockReset());

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link, then offers to sign in', async () => {
    reset.mockResolvedValue({ message: 'changed' });
    const form = renderReset();
    form.fill();
    form.submit();
    const done = await screen.findByText(
      'Your password has been changed. You can now sign in with it.',
    );
    expect(document.activeElement).toBe(done.closest('.auth-notice'));
    expect(reset).toHaveBeenCalledWith('tok123', 'quiet-otter-lantern-71');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByLabelText(LABELS.en.password)).toBeNull();
  });

  it('ends a session kept in this browser, which the server has ended', async () => {
    reset.mockResolvedValue({ message: 'changed' });
    const form = renderReset({ session: learner });
    form.fill();
    form.submit();
    await screen.findByRole('link', { name: 'Sign in' });
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().expired).toBe(false);
  });

  it('says the change in French', async () => {
    reset.mockResolvedValue({ message: 'changed' });
    const form = renderReset({ language: 'fr' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
    ).toBeTruthy();
    form.fill();
    form.submit();
    expect(
      await screen.findByText(
        'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec celui-ci.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('states the rule and rates the password with the strength hint', async () => {
    const form = renderReset();
    expect(
      screen.getByText(
        'At least 8 characters, not a common password, and not your username or e-mail address.',
      ),
    ).toBeTruthy();
    form.fill('quiet-otter-lantern-71', '');
    expect(await screen.findByText('Strength: strong', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('says "Passwords do not match", focuses the confirmation and sends nothing', async () => {
    const form = renderReset();
    form.fill('quiet-otter-lantern-71', 'quiet-otter-lantern-17');
    form.submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(LABELS.en.confirmation)),
    );
    expect(reset).not.toHaveBeenCalled();
  });

  it('checks the length before sending', async () => {
    const form = renderReset();
    form.fill('short');
    form.submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(reset).not.toHaveBeenCalled();
  });

  it('says an invalid or expired link is one, and offers to ask for a new link', async () => {
    reset.mockRejectedValue(new ApiError(404, 'an English sentence', true, 'auth.reset_invalid'));
    const form = renderReset();
    form.fill();
    form.submit();
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(LABELS.en.password)).toBeNull();
  });

  it('says an invalid link in French', async () => {
    reset.mockRejectedValue(new ApiError(404, 'an English sentence', true, 'auth.reset_invalid'));
    const form = renderReset({ language: 'fr' });
    form.fill();
    form.submit();
    expect(
      await screen.findByText(
        'Ce lien de réinitialisation du mot de passe est invalide ou a expiré.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeTruthy();
  });

  it('calls a token the server cannot read invalid too', async () => {
    reset.mockRejectedValue(
      new ApiError(400, 'token: too long', true, 'validation.too_long', 'token'),
    );
    const form = renderReset();
    form.fill();
    form.submit();
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('puts a password the rules refuse under the field, in French', async () => {
    reset.mockRejectedValue(
      new ApiError(400, 'an English sentence', true, 'auth.password_weak', 'password'),
    );
    const form = renderReset({ language: 'fr' });
    form.fill();
    form.submit();
    const error = await screen.findByText((text) =>
      text.startsWith('Ce mot de passe est trop courant ou trop facile à deviner.'),
    );
    const field = screen.getByLabelText(LABELS.fr.password);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('never calls an unreachable server an invalid link, and keeps the form to try again', async () => {
    reset.mockRejectedValueOnce(new ApiError(null, 'Failed to fetch'));
    const form = renderReset();
    form.fill();
    form.submit();
    expect(
      await screen.findByText('Lyceum could not be reached. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();

    reset.mockResolvedValueOnce({ message: 'changed' });
    form.submit();
    expect(
      await screen.findByText('Your password has been changed. You can now sign in with it.'),
    ).toBeTruthy();
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('says a server failure is one, not an invalid link', async () => {
    reset.mockRejectedValue(new ApiError(503, 'Unavailable', true, 'service.unavailable'));
    const form = renderReset();
    form.fill();
    form.submit();
    // The server's reason, as on every screen.
    expect(
      await screen.findByText('Service temporarily unavailable. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it('is titled, kept out of search indexes, and shows each password on request', async () => {
    renderReset();
    await waitFor(() => expect(document.title).toBe('Choose a New Password — Lyceum'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });
});
