import '../../testing/setup';
import { ApiError, sessionStore, useAuth } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resendVerification } from './api/resend-verification';
import { SignInPage } from './sign-in-page';

// The page metadata's sharing image is a webpack asset: jest gets plain names.
jest.mock('../../lib/hero-image');
jest.mock('./api/resend-verification', () => ({ resendVerification: jest.fn() }));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  useAuth: jest.fn(),
}));
const resend = jest.mocked(resendVerification);
const signIn = jest.fn();

const unverified = () =>
  new ApiError(403, 'Please confirm your e-mail address first.', true, 'auth.email_unverified');

function renderPage(language: 'en' | 'fr' = 'en', route = '/signin') {
  jest.mocked(useAuth).mockReturnValue({ signIn } as unknown as ReturnType<typeof useAuth>);
  renderWithProviders(<SignInPage />, { language, route });
}

function renderSignIn(language: 'en' | 'fr' = 'en', route = '/signin') {
  renderPage(language, route);
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
  sessionStore.setState({ expired: false });
});

const NNBSP = '\u202f';
const location = () => screen.getByTestId('location').textContent;

describe('the sign-in page', () => {
  it('is titled in the interface language, on the public site with its footer', async () => {
    renderPage('fr');
    await waitFor(() => expect(document.title).toBe('Connexion — Lyceum'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Connectez-vous à Lyceum/,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Connexion' });
    expect(heading.closest('.ps.auth')?.querySelector('footer')).toBeTruthy();
  });

  it('shows or hides the password with its toggle', () => {
    renderPage();
    const password = screen.getByLabelText(/^password/i);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to the forgotten-password page, in French too', () => {
    renderPage('fr');
    const link = screen.getByRole('link', { name: `Mot de passe oublié${NNBSP}?` });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });

  it('moves the focus to the first empty field', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^username or email/i)),
    );
    fireEvent.change(screen.getByLabelText(/^username or email/i), { target: { value: 'ada' } });
    // Fixed as it is typed: the username's problem is gone, the password's stays.
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^password/i)));
  });
});

describe('a session the server ended', () => {
  it('is announced with "Your session has expired. Please sign in again."', () => {
    sessionStore.setState({ expired: true });
    renderPage();
    expect(screen.getByRole('status').textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it('is announced in French', () => {
    sessionStore.setState({ expired: true });
    renderPage('fr');
    expect(screen.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeTruthy();
  });

  it('is not mentioned to a visitor who simply signs in', () => {
    renderPage();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });
});

describe('after signing in', () => {
  it.each([
    ['goes home without a page to return to', '/signin', '/'],
    [
      'returns to the page that asked',
      '/signin?next=%2Fflashcards%3Ftag%3Dstoics%23due',
      '/flashcards?tag=stoics#due',
    ],
    ['never follows another origin', '/signin?next=%2F%2Fevil.example', '/'],
    ['never follows an absolute address', '/signin?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['never follows a backslash trick', '/signin?next=%2F%5Cevil.example', '/'],
  ])('%s', async (_case, route, destination) => {
    signIn.mockResolvedValue({ id: 1 });
    renderSignIn('en', route);
    await waitFor(() => expect(location()).toBe(destination));
  });

  it('stays on the page when the sign-in is refused', async () => {
    signIn.mockRejectedValue(new ApiError(401, 'Invalid email or password'));
    renderSignIn('en', '/signin?next=%2Fflashcards');
    await screen.findByText('Invalid email or password');
    expect(location()).toBe('/signin?next=%2Fflashcards');
  });
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
