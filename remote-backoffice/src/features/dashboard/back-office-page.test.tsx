import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { admin, learner, renderWithProviders, type SessionShape } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import BackOfficePage from './back-office-page';
import type { AdminDashboardResponse } from './api/get-dashboard';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const DASHBOARD = '/api/admin/dashboard';
const TEST = '/api/test';

const dashboard: AdminDashboardResponse = {
  message: 'Welcome to the admin dashboard',
  admin_user: { username: 'root', email: 'root@example.com' },
  stats: { total_users: 1234, admin_users: 2 },
};

/** A value, an `ApiError` to reject with, or a function giving the promise. */
type Answer = unknown;

/** `apiClient.get(path).json()` resolves with the path's answer, or rejects with its ApiError. */
const get = jest.mocked(apiClient.get);
function answer(answers: Record<string, Answer>) {
  get.mockImplementation(((path: string) => ({
    json: () => {
      const value = answers[path];
      if (typeof value === 'function') return (value as () => Promise<unknown>)();
      return value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value);
    },
  })) as never);
}

const refused = new ApiError(
  403,
  'Access denied. Admin privileges required.',
  true,
  'auth.admin_required',
);
const serverError = new ApiError(500, 'Internal Server Error', true, 'internal');
const noAnswer = new ApiError(null, 'Failed to fetch');

function renderPage(session: SessionShape = admin, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(<BackOfficePage />, { route: '/back-office', session, language });
}

beforeEach(() => get.mockReset());

describe('the dashboard', () => {
  test('shows the server message, the welcome line, the counts and the five tools', async () => {
    answer({ [DASHBOARD]: dashboard });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Back Office' })).toBeTruthy();
    expect(screen.getByText('Loading dashboard...')).toBeTruthy();
    expect(await screen.findByText('Welcome to the admin dashboard')).toBeTruthy();
    expect(screen.getByText('Welcome, root (root@example.com)')).toBeTruthy();
    const total = screen.getByTestId('stat-total');
    expect(within(total).getByText('Total Users')).toBeTruthy();
    expect(within(total).getByText('1,234')).toBeTruthy();
    expect(within(screen.getByTestId('stat-admins')).getByText('2')).toBeTruthy();

    const tools = within(screen.getByRole('region', { name: 'Tools' }));
    expect(tools.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'User Management',
      'Persona Management',
      'Vector Database Management',
      'Content Management',
      'Analytics',
    ]);
    // Only persona and vector-database management have an action.
    expect(tools.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Manage Personas',
      'Manage Vector Database',
    ]);
    expect(get.mock.calls).toEqual([[DASHBOARD]]);
  });

  test('a 403 reads as the access refusal, without Try Again', async () => {
    answer({ [DASHBOARD]: refused });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Access denied. Admin privileges required.',
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  test('another failure reads as the dashboard failure, and Try Again loads it again', async () => {
    let calls = 0;
    answer({
      [DASHBOARD]: () => (++calls === 1 ? Promise.reject(serverError) : Promise.resolve(dashboard)),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Welcome, root (root@example.com)')).toBeTruthy();
    expect(calls).toBe(2);
  });

  test('no answer at all reads as a network error', async () => {
    answer({ [DASHBOARD]: noAnswer });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error occurred.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  test('a signed-in user who is not an administrator is refused without a call', () => {
    renderPage(learner);
    expect(screen.getByRole('alert').textContent).toBe('Access denied. Admin privileges required.');
    expect(get).not.toHaveBeenCalled();
  });

  test('without a token the user is asked to sign in again, without a call', () => {
    renderPage('guest');
    expect(screen.getByRole('alert').textContent).toBe(
      'No access token found. Please log in again.',
    );
    expect(get).not.toHaveBeenCalled();
  });
});

describe('the backend check', () => {
  async function check(testAnswer: Answer) {
    answer({ [DASHBOARD]: dashboard, [TEST]: testAnswer });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Backend Connection' }));
    fireEvent.click(section.getByRole('button', { name: 'Test Backend Connection' }));
    return section;
  }

  test('shows the API message when it answers', async () => {
    const section = await check({ message: 'Lyceum API is running' });
    expect(await section.findByText('Backend connected: Lyceum API is running')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(TEST);
  });

  test("an answer that is not OK reads 'Backend not responding'", async () => {
    const section = await check(new ApiError(503, 'Service Unavailable', false));
    expect(await section.findByText('Backend not responding')).toBeTruthy();
  });

  test("no answer at all reads 'Cannot connect to backend'", async () => {
    const section = await check(noAnswer);
    expect(await section.findByText('Cannot connect to backend')).toBeTruthy();
    expect(get.mock.calls.filter(([path]) => path === TEST)).toHaveLength(1);
  });
});

describe('the internal views', () => {
  test.each([
    [
      'Manage Personas',
      'Persona Management',
      'Back to Dashboard',
      'No personas created yet. Create your first persona to get started.',
      2,
    ],
    [
      'Manage Vector Database',
      'Vector Database Management',
      'Back to Admin Dashboard',
      'No collections found',
      2,
    ],
  ])(
    '%s opens %s without a route change, and %s returns',
    async (open, title, back, content, calls) => {
      answer({
        [DASHBOARD]: dashboard,
        '/api/admin/vector-db/collections': [],
        '/api/admin/personas': [],
      });
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: open }));

      const heading = screen.getByRole('heading', { level: 1, name: title });
      expect(document.activeElement).toBe(heading);
      expect(await screen.findByText(content)).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/back-office');

      fireEvent.click(screen.getByRole('button', { name: back }));
      expect(screen.getByRole('heading', { level: 1, name: 'Back Office' })).toBeTruthy();
      // The dashboard comes back from the cache, with the focus on the tool that was opened.
      expect(screen.getByText('Welcome, root (root@example.com)')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: open }));
      // The dashboard once, and the view's own list (personas or collections).
      expect(get).toHaveBeenCalledTimes(calls);
    },
  );
});

describe('in French', () => {
  test('the loaded dashboard and its backend check read in French', async () => {
    answer({ [DASHBOARD]: dashboard, [TEST]: { message: 'Lyceum API is running' } });
    renderPage(admin, 'fr');
    expect(await screen.findByText('Bienvenue, root (root@example.com)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Back-office' })).toBeTruthy();
    expect(
      within(screen.getByTestId('stat-total')).getByText('Utilisateurs au total'),
    ).toBeTruthy();
    // French groups thousands with a narrow no-break space, and puts one before a colon.
    expect(within(screen.getByTestId('stat-total')).getByRole('definition').textContent).toBe(
      '1\u202f234',
    );
    const section = within(screen.getByRole('region', { name: 'Connexion au serveur' }));
    fireEvent.click(section.getByRole('button', { name: 'Tester la connexion au serveur' }));
    await section.findByText(/Lyceum API is running/);
    expect(section.getByRole('status').textContent).toBe(
      'Serveur connecté\u202f: Lyceum API is running',
    );
  });

  test('the refusal reads in French, as the platform translates its code', async () => {
    answer({ [DASHBOARD]: refused });
    renderPage(admin, 'fr');
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.t('auth.admin_required', { ns: 'platform-errors', keySeparator: false }),
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^Accès refusé\./);
  });

  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });
});
