import '../../testing/setup';
import { ApiError, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signUp } from './api/sign-up';
import { RATING_DELAY_MS } from './password/use-password-strength';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

jest.mock('./api/sign-up', () => ({ signUp: jest.fn() }));
// The dictionaries are tested in the hint's own suite; here a score per password is enough.
jest.mock('./password/password-estimator', () => ({
  passwordScore: (password: string) => (password === 'analytical-engine' ? 3 : 0),
}));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  useAuth: jest.fn(),
}));
const submitSignUp = jest.mocked(signUp);

const LABELS = {
  en: {
    username: /^username/i,
    email: /^email/i,
    password: /^password/i,
    submit: 'Create account',
  },
  fr: {
    username: /^nom d'utilisateur/i,
    email: /^e-mail/i,
    password: /^mot de passe/i,
    submit: 'Créer le compte',
  },
};

function renderSignUp(language: 'en' | 'fr' = 'en') {
  jest
    .mocked(useAuth)
    .mockReturnValue({ signIn: jest.fn() } as unknown as ReturnType<typeof useAuth>);
  renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/signin" element={<SignInPage />} />
    </Routes>,
    { language, route: '/signup' },
  );
  const labels = LABELS[language];
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return {
    fill: (password = 'analytical-engine') => {
      fill(labels.username, 'ada_l');
      fill(labels.email, 'ada@example.org');
      fill(labels.password, password);
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: labels.submit })),
  };
}

beforeEach(() => submitSignUp.mockReset());

describe('the password field', () => {
  it('states the rule and rates the password as it is typed', async () => {
    const form = renderSignUp();
    expect(
      screen.getByText(
        'At least 8 characters, not a common password, and not your username or e-mail address.',
      ),
    ).toBeTruthy();
    form.fill('analytical-engine');
    expect(
      await screen.findByText('Strength: good', {}, { timeout: RATING_DELAY_MS * 8 }),
    ).toBeTruthy();
    // The rule and the rating describe the field to assistive technologies.
    const password = screen.getByLabelText(/^password/i);
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Strength: good');
  });

  it('says a short password needs 8 characters and refuses one over 128 characters', async () => {
    const form = renderSignUp();
    form.fill('short');
    form.submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    form.fill('a'.repeat(129));
    form.submit();
    expect(await screen.findByText('Password must be at most 128 characters')).toBeTruthy();
    expect(submitSignUp).not.toHaveBeenCalled();
  });
});

describe('sign-up', () => {
  it('sends the interface language, for the confirmation e-mail', async () => {
    submitSignUp.mockResolvedValue({} as Awaited<ReturnType<typeof signUp>>);
    const form = renderSignUp('fr');
    form.fill();
    form.submit();
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(submitSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ada_l', email: 'ada@example.org' }),
      'fr',
    );
  });

  it('goes to the sign-in page, which says where the confirmation link went', async () => {
    submitSignUp.mockResolvedValue({} as Awaited<ReturnType<typeof signUp>>);
    const form = renderSignUp();
    form.fill();
    form.submit();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your account has been created. We sent a confirmation link to ada@example.org: open it to confirm your address.',
      ),
    ).toBeTruthy();
  });
});

describe('sign-up failures', () => {
  it.each([
    [
      'the server detail',
      new ApiError(400, 'This email is already registered'),
      'This email is already registered',
    ],
    [
      '"Failed to sign up" when the server sent no detail',
      new ApiError(502, 'Bad Gateway', false),
      'Failed to sign up',
    ],
    [
      '"An unexpected error occurred" when nothing answered',
      new ApiError(null, 'Failed to fetch'),
      'An unexpected error occurred',
    ],
  ])('shows %s', async (_case, error, message) => {
    submitSignUp.mockRejectedValue(error);
    const form = renderSignUp();
    form.fill();
    form.submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['auth.password_weak', 'Ce mot de passe est trop courant ou trop facile à deviner.'],
    ['auth.password_personal', "Votre mot de passe ne doit contenir ni votre nom d'utilisateur"],
    ['auth.password_too_short', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['auth.password_too_long', 'Le mot de passe doit contenir au plus 128 caractères'],
  ])('puts a password refused with %s under the field, in French', async (code, text) => {
    // The English sentence is the server's; what is shown comes from the code alone.
    submitSignUp.mockRejectedValue(new ApiError(400, 'an English sentence', true, code));
    const form = renderSignUp('fr');
    form.fill();
    form.submit();
    const error = await screen.findByText((content) => content.startsWith(text));
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(/^mot de passe/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('an English sentence')).toBeNull();
  });

  it.each([
    ['auth.username_taken', /^nom d'utilisateur/i, "Ce nom d'utilisateur est déjà pris"],
    ['auth.email_taken', /^e-mail/i, 'Cette adresse e-mail est déjà enregistrée'],
  ])('puts %s under its field, in French', async (code, label, text) => {
    submitSignUp.mockRejectedValue(new ApiError(400, 'an English sentence', true, code));
    const form = renderSignUp('fr');
    form.fill();
    form.submit();
    const error = await screen.findByText(text);
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('checks the username with the shared rules, before sending', async () => {
    const form = renderSignUp();
    form.fill();
    fireEvent.change(screen.getByLabelText(/^username/i), { target: { value: 'ad' } });
    form.submit();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^username/i), { target: { value: 'ada lovelace' } });
    form.submit();
    expect(
      await screen.findByText('Username can only contain letters, numbers, and underscores'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^username/i), { target: { value: 'ada_l' } });
    fireEvent.change(screen.getByLabelText(/^email/i), { target: { value: 'ada@example' } });
    form.submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(submitSignUp).not.toHaveBeenCalled();
  });

  it('translates a rate limit', async () => {
    submitSignUp.mockRejectedValue(
      new ApiError(429, 'Too many requests. Please try again later.', true, 'rate_limited'),
    );
    const form = renderSignUp('fr');
    form.fill();
    form.submit();
    expect(await screen.findByText('Trop de requêtes. Veuillez réessayer plus tard.')).toBeTruthy();
  });
});
