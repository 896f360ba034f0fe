import '../../testing/setup';
import { ApiError, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { signUp } from './api/sign-up';
import { RATING_DELAY_MS } from './password/use-password-strength';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
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
    confirmation: /^confirm password/i,
    submit: 'Create account',
  },
  fr: {
    username: /^nom d'utilisateur/i,
    email: /^e-mail/i,
    password: /^mot de passe/i,
    confirmation: /^confirmer le mot de passe/i,
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
    fill: (password = 'analytical-engine', confirmation = password) => {
      fill(labels.username, 'ada_l');
      fill(labels.email, 'ada@example.org');
      fill(labels.password, password);
      fill(labels.confirmation, confirmation);
    },
    change: fill,
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
  it('sends the interface language, for the confirmation e-mail, and never the confirmation', async () => {
    submitSignUp.mockResolvedValue({} as Awaited<ReturnType<typeof signUp>>);
    const form = renderSignUp('fr');
    form.fill();
    form.submit();
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(submitSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ada_l', email: 'ada@example.org' }),
      'fr',
    );
    expect(submitSignUp.mock.calls[0]?.[0]).not.toHaveProperty('confirmation');
  });

  it('goes to the sign-in page, which says where the link went and holds the username', async () => {
    submitSignUp.mockResolvedValue({} as Awaited<ReturnType<typeof signUp>>);
    const form = renderSignUp();
    form.fill();
    form.submit();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signin');
    expect(
      screen.getByText(
        'Your account has been created. We sent a confirmation link to ada@example.org: open it to confirm your address.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^username or email/i).value).toBe('ada_l');
    expect(screen.getByLabelText<HTMLInputElement>(/^password/i).value).toBe('');
  });

  it('is titled in the interface language, on the public site with its footer', async () => {
    renderSignUp('fr');
    await waitFor(() => expect(document.title).toBe('Inscription — Lyceum'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Créez votre compte Lyceum/,
    );
    // A form, out of sitemap.xml: out of search indexes too.
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const heading = screen.getByRole('heading', { level: 1, name: 'Inscription' });
    expect(heading.closest('.ps.auth')?.querySelector('footer')).toBeTruthy();
  });
});

describe('the password typed twice', () => {
  it('says "Passwords do not match" and sends nothing', async () => {
    const form = renderSignUp();
    form.fill('analytical-engine', 'analytical-engin');
    form.submit();
    const error = await screen.findByText('Passwords do not match');
    const field = screen.getByLabelText(/^confirm password/i);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(submitSignUp).not.toHaveBeenCalled();
  });

  it('says it in French', async () => {
    const form = renderSignUp('fr');
    form.fill('analytical-engine', 'autre-chose-encore');
    form.submit();
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
  });

  it('is required', async () => {
    const form = renderSignUp();
    form.fill('analytical-engine', '');
    form.submit();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByLabelText(/^confirm password/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows or hides each password field with its toggle', () => {
    renderSignUp();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    const confirmation = screen.getByLabelText(/^confirm password/i);
    expect(confirmation.getAttribute('type')).toBe('password');
    fireEvent.click(toggles[1]!);
    expect(confirmation.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByLabelText(/^password/i).getAttribute('type')).toBe('password');
  });
});

describe('checks before sending', () => {
  it('moves the focus to the first field with a problem', async () => {
    const form = renderSignUp();
    form.submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^username/i)));

    form.fill('analytical-engine', 'something-else');
    form.submit();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^confirm password/i)),
    );
  });

  it('clears a field’s problem as soon as the field is fixed', async () => {
    const form = renderSignUp();
    form.fill('analytical-engine', 'analytical-engin');
    form.change(/^username/i, 'ad');
    form.submit();
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    form.change(/^username/i, 'ada_l');
    expect(screen.queryByText('Username must be at least 3 characters')).toBeNull();
    expect(screen.getByLabelText(/^username/i).getAttribute('aria-invalid')).toBeNull();
    // The other problem stays until its own field is fixed.
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    form.change(/^confirm password/i, 'analytical-engine');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submitSignUp).not.toHaveBeenCalled();
  });

  it('drops a refusal of the server under a field once that field changes', async () => {
    submitSignUp.mockRejectedValue(
      new ApiError(400, 'This username is already taken', true, 'auth.username_taken'),
    );
    const form = renderSignUp();
    form.fill();
    form.submit();
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
    form.change(/^username/i, 'ada_lovelace');
    expect(screen.queryByText('This username is already taken')).toBeNull();
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
      'the text of a refusal’s code, not its sentence',
      new ApiError(400, 'an English sentence', true, 'request.malformed'),
      'Request body is missing or malformed',
    ],
    [
      '"Account creation failed" when the server sent no detail',
      new ApiError(502, 'Bad Gateway', false),
      'Account creation failed',
    ],
    [
      '"Account creation failed" when the server only says it failed',
      new ApiError(500, 'Internal Server Error', true, 'internal'),
      'Account creation failed',
    ],
    [
      '"An unexpected error occurred" when nothing answered',
      new ApiError(null, 'Failed to fetch'),
      'An unexpected error occurred',
    ],
    [
      '"An unexpected error occurred" for a failure that is no answer at all',
      new TypeError('x is undefined'),
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

  it.each([
    ['en', 'Sign-up is restricted to authorised users during the alpha.', '/#join'],
    ['fr', "Pendant l'alpha, l'inscription est réservée aux personnes autorisées.", '/fr#join'],
  ] as const)(
    'points a refusal during the alpha to the early-access form of the landing (%s)',
    async (language, text, href) => {
      submitSignUp.mockRejectedValue(
        new ApiError(403, 'an English sentence', true, 'auth.signup_restricted'),
      );
      const form = renderSignUp(language);
      form.fill();
      form.submit();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(text);
      const link = within(alert).getByRole('link');
      expect(link.getAttribute('href')).toBe(href);
      expect(link.textContent).toBe(
        language === 'fr' ? "Rejoindre la liste d'accès anticipé" : 'Join the early-access list',
      );
    },
  );

  it('offers the early-access form only for that refusal', async () => {
    submitSignUp.mockRejectedValue(new ApiError(502, 'Bad Gateway', false));
    const form = renderSignUp();
    form.fill();
    form.submit();
    await screen.findByText('Account creation failed');
    expect(screen.queryByRole('link', { name: 'Join the early-access list' })).toBeNull();
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
