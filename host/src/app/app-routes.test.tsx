import {
  apiClient,
  getRuntimeConfig,
  i18n,
  mountedAreas,
  setRuntimeConfig,
} from '@lyceum/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { admin, learner, renderWithProviders, setSession } from '../testing/test-utils';
import { LANGUAGE_LINK_PAGES } from './public-paths';
import { AppRoutes } from './app-routes';

// Which remote page a URL mounts is the subject here, not the remote itself.
jest.mock('../features/federation/remote-page', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => (
    <p>
      {remote} page {page}
    </p>
  ),
}));

beforeEach(async () => {
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('the e-mail verification link', () => {
  it.each(['/verify-email/tok123?lang=en', '/fr/verify-email/tok123'])(
    'opens the public remote’s page at %s',
    (path) => {
      setSession('guest');
      renderWithProviders(<AppRoutes />, { route: path });
      expect(screen.getByText('public page verify-email/:token')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe(path);
    },
  );

  it('opens for a signed-in user too (the link may be followed in a signed-in browser)', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/verify-email/tok123' });
    expect(screen.getByText('public page verify-email/:token')).toBeTruthy();
  });
});

jest.mock('../features/federation/remote-area', () => ({
  RemoteArea: ({ remote }: { remote: string }) => <p>{remote} area</p>,
}));
jest.mock('../features/federation/remote-home', () => ({
  RemoteHome: ({ home }: { home: { remote: string } }) => <h1>{home.remote} home</h1>,
}));

describe('areas mounted from the runtime config', () => {
  const mounts = () => mountedAreas().map(({ remote, mount }) => [remote, mount] as const);

  it('mounts every area of the config at its base path, with the paths below it', () => {
    setSession(learner);
    for (const [remote, mount] of mounts().filter(([remote]) => remote !== 'backoffice')) {
      const view = renderWithProviders(<AppRoutes />, { route: `/${mount}/any/nested/page` });
      expect(screen.getByText(`${remote} area`)).toBeTruthy();
      // Inside the signed-in layout: the sidebar is there.
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      view.unmount();
    }
  });

  it('sends a guest to sign in, and keeps an admin area from anyone else', () => {
    const [[, userMount], [, adminMount]] = [
      mounts().find(([remote]) => remote === 'academy')!,
      mounts().find(([remote]) => remote === 'backoffice')!,
    ];
    setSession('guest');
    let view = renderWithProviders(<AppRoutes />, { route: `/${userMount}` });
    expect(screen.getByTestId('location').textContent).toBe(
      `/signin?next=${encodeURIComponent(`/${userMount}`)}`,
    );
    view.unmount();

    setSession(learner);
    view = renderWithProviders(<AppRoutes />, { route: `/${adminMount}` });
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.queryByText('backoffice area')).toBeNull();
    view.unmount();

    setSession(admin);
    renderWithProviders(<AppRoutes />, { route: `/${adminMount}/anything` });
    expect(screen.getByText('backoffice area')).toBeTruthy();
  });

  it('follows a mount point moved in the config, with no change to the host', () => {
    const config = getRuntimeConfig();
    setRuntimeConfig({
      ...config,
      remotes: { ...config.remotes, chat: { ...config.remotes.chat, mount: 'conversations' } },
    });
    try {
      setSession(learner);
      renderWithProviders(<AppRoutes />, { route: '/conversations/seneca' });
      expect(screen.getByText('chat area')).toBeTruthy();
    } finally {
      setRuntimeConfig(config);
    }
  });
});

const location = () => screen.getByTestId('location').textContent;

describe('the pages of account e-mails', () => {
  it.each([
    ['/reset-password/tok123?lang=en', 'reset-password/:token'],
    ['/fr/reset-password/tok123', 'reset-password/:token'],
    ['/confirm-email/tok123?lang=fr', 'confirm-email/:token'],
    ['/fr/confirm-email/tok123', 'confirm-email/:token'],
  ])('%s opens the public remote’s page, for a guest and a signed-in user', (path, page) => {
    for (const session of ['guest', learner] as const) {
      setSession(session);
      // The language of the address is already the user's: nothing to save on the account.
      if (path.startsWith('/fr/')) localStorage.setItem('preferred_language', 'fr');
      const view = renderWithProviders(<AppRoutes />, { route: path });
      expect(screen.getByText(`public page ${page}`)).toBeTruthy();
      expect(location()).toBe(path);
      view.unmount();
    }
  });

  it('lists them among the pages that live under /:lang', () => {
    expect(LANGUAGE_LINK_PAGES).toEqual(
      expect.arrayContaining([
        'verify-email/:token',
        'reset-password/:token',
        'confirm-email/:token',
      ]),
    );
  });

  it('forgot-password is for guests: a signed-in user is sent home', () => {
    setSession('guest');
    const view = renderWithProviders(<AppRoutes />, { route: '/forgot-password' });
    expect(screen.getByText('public page forgot-password')).toBeTruthy();
    view.unmount();

    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/forgot-password' });
    expect(location()).toBe('/');
    expect(screen.queryByText('public page forgot-password')).toBeNull();
  });
});

describe('a signed-in page asked for by a guest', () => {
  it('leads to sign-in, which is told the whole address to come back to', () => {
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/settings?tab=email#password' });
    expect(location()).toBe(`/signin?next=${encodeURIComponent('/settings?tab=email#password')}`);
    expect(screen.getByText('public page signin')).toBeTruthy();
  });

  it('is where a user lands once signed in', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, {
      route: `/signin?next=${encodeURIComponent('/settings#language')}`,
    });
    expect(location()).toBe('/settings#language');
  });

  it('a return address to another site is never followed', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/signin?next=https%3A%2F%2Fevil.example' });
    expect(location()).toBe('/');
  });
});

describe('a public page with one address, under a language prefix', () => {
  beforeEach(async () => {
    localStorage.setItem('preferred_language', 'en');
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['/fr/status?x=1', '/status?x=1'],
    ['/fr/signin', '/signin'],
    ['/fr/confirm/tok123', '/confirm/tok123'],
  ])('%s opens %s in French', async (path, target) => {
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: path });
    await waitFor(() => expect(location()).toBe(target));
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('preferred_language')).toBe('fr');
  });
});

describe('an unprefixed public page with French stored', () => {
  beforeEach(async () => {
    localStorage.setItem('preferred_language', 'fr');
    await act(() => i18n.changeLanguage('fr'));
  });

  it.each([
    ['/faq?ref=mail#technical', '/fr/faq?ref=mail#technical'],
    ['/about', '/fr/about'],
    ['/privacy', '/fr/privacy'],
    ['/contact', '/fr/contact'],
    ['/terms', '/fr/terms'],
    ['/cookies', '/fr/cookies'],
    ['/landing?x=1', '/fr?x=1'],
  ])('%s is replaced by %s', (path, target) => {
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: path });
    expect(location()).toBe(target);
  });

  it('/ goes to /fr for a guest; for a signed-in user / is the home and stays', () => {
    setSession('guest');
    const view = renderWithProviders(<AppRoutes />, { route: '/?ref=mail' });
    expect(location()).toBe('/fr?ref=mail');
    expect(screen.getByText('public page')).toBeTruthy();
    view.unmount();

    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'chat home' })).toBeTruthy();
  });

  it('pages with no language version stay where they are', () => {
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/status' });
    expect(location()).toBe('/status');
  });

  it('with English stored nothing moves', async () => {
    localStorage.setItem('preferred_language', 'en');
    await act(() => i18n.changeLanguage('en'));
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/faq' });
    expect(location()).toBe('/faq');
  });
});

describe('a page of the app under a language prefix', () => {
  /** The account's language saved on the server: the profile it answers with. */
  let saved: jest.SpyInstance;
  beforeEach(() => {
    saved = jest.spyOn(apiClient, 'patch').mockImplementation(((
      _path: string,
      options: { json: { preferred_language: string } },
    ) => ({
      json: () => Promise.resolve({ ...learner, ...options.json }),
    })) as never);
  });
  afterEach(() => saved.mockRestore());

  const storedEnglish = async () => {
    localStorage.setItem('preferred_language', 'en');
    await act(() => i18n.changeLanguage('en'));
  };

  it('/fr/flashcards opens the Academy in French for a user who prefers English', async () => {
    await storedEnglish();
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/fr/flashcards/import?tags=latin#text' });
    expect(await screen.findByText('academy area')).toBeTruthy();
    expect(location()).toBe('/flashcards/import?tags=latin#text');
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('preferred_language')).toBe('fr');
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith('/api/users/me/language', {
        json: { preferred_language: 'fr' },
      }),
    );
  });

  it('/fr opens a signed-in user’s home in French, not the English landing', async () => {
    await storedEnglish();
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'chat home' })).toBeTruthy();
    expect(location()).toBe('/');
    expect(i18n.language).toBe('fr');
  });

  it('/en/settings opens the settings in English for a user who prefers French', async () => {
    localStorage.setItem('preferred_language', 'fr');
    await act(() => i18n.changeLanguage('fr'));
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/en/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(location()).toBe('/settings');
    expect(localStorage.getItem('preferred_language')).toBe('en');
  });

  it('waits for the stored session before it switches', async () => {
    await storedEnglish();
    setSession('loading');
    renderWithProviders(<AppRoutes />, { route: '/fr/flashcards' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(location()).toBe('/fr/flashcards');
    act(() => setSession(learner));
    expect(await screen.findByText('academy area')).toBeTruthy();
    expect(i18n.language).toBe('fr');
  });

  it('a guest is asked to sign in, in the prefix’s language', async () => {
    await storedEnglish();
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/fr/flashcards' });
    await waitFor(() =>
      expect(location()).toBe(`/signin?next=${encodeURIComponent('/flashcards')}`),
    );
    expect(i18n.language).toBe('fr');
    expect(saved).not.toHaveBeenCalled();
  });

  it('a guest’s /fr stays the public landing’s rule: a stored preference wins', async () => {
    await storedEnglish();
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/fr' });
    expect(location()).toBe('/en');
    expect(i18n.language).toBe('en');
  });

  it('an area’s own path that reads like an app page is left to the area', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/chat/flashcards' });
    expect(screen.getByText('chat area')).toBeTruthy();
    expect(location()).toBe('/chat/flashcards');
  });
});

describe('the signed-in layout', () => {
  const sidebar = () => screen.getByRole('complementary');

  it.each(['/', '/settings', '/chat'])(
    'at %s: no top bar; the name, the language menu and one user menu are in the sidebar',
    (path) => {
      setSession(learner);
      renderWithProviders(<AppRoutes />, { route: path });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(within(sidebar()).getByRole('link', { name: 'Lyceum, go to home' })).toBeTruthy();
      expect(within(sidebar()).getByTestId('language-select')).toBeTruthy();
      expect(screen.getAllByTestId('language-select')).toHaveLength(1);
      expect(screen.getAllByTestId('user-menu')).toHaveLength(1);
      // Its content is the main landmark, and the skip link leads there, past the sidebar.
      const main = screen.getByRole('main');
      expect(sidebar().contains(main)).toBe(false);
      expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
        `#${main.id}`,
      );
    },
  );

  it('loads the settings page, its own chunk, on its route', async () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(within(sidebar()).getAllByTestId('language-select')).toHaveLength(1);
  });

  it('an admin’s back office has one user menu and no top bar either', () => {
    setSession(admin);
    renderWithProviders(<AppRoutes />, { route: '/back-office' });
    expect(screen.getByText('backoffice area')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getAllByTestId('user-menu')).toHaveLength(1);
  });

  it('stays in place from the home to the app pages', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/' });
    const aside = sidebar();
    fireEvent.click(screen.getByRole('link', { name: 'Academy' }));
    expect(screen.getByText('academy area')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(screen.getByText('chat area')).toBeTruthy();
    expect(sidebar()).toBe(aside);
  });

  it('is there while the session is restored, and around a refusal', () => {
    setSession('loading');
    const view = renderWithProviders(<AppRoutes />, { route: '/settings' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(sidebar()).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    view.unmount();

    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/back-office' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(sidebar()).toBeTruthy();
  });

  it('a guest refused the back office gets the public top bar, not the sidebar', () => {
    setSession('guest');
    renderWithProviders(<AppRoutes />, { route: '/back-office' });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('a public page keeps the top bar, with the user menu for a signed-in user', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/about' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'User menu for ada' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      `#${screen.getByRole('main').id}`,
    );
  });

  it('signing out from the home leads to the landing, with the top bar back', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/' });
    fireEvent.click(screen.getByRole('button', { name: /Online/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByText('public page')).toBeTruthy();
  });
});

describe('the signed-in home', () => {
  it('is the home page of the area the runtime config names', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: 'chat home' })).toBeTruthy();
  });

  it('without one, is the first area open to signed-in users', () => {
    const saved = getRuntimeConfig();
    const remotes = Object.fromEntries(
      Object.entries(saved.remotes).map(([key, remote]) => [key, { ...remote, home: false }]),
    ) as typeof saved.remotes;
    setRuntimeConfig({ ...saved, remotes });
    try {
      setSession(learner);
      renderWithProviders(<AppRoutes />, { route: '/' });
      const first = mountedAreas().find((area) => area.access === 'user')!;
      expect(location()).toBe(`/${first.mount}`);
      expect(screen.getByText(`${first.remote} area`)).toBeTruthy();
    } finally {
      setRuntimeConfig(saved);
    }
  });
});

describe('window titles', () => {
  it('a refusal page is titled with its heading', () => {
    setSession(learner);
    renderWithProviders(<AppRoutes />, { route: '/back-office' });
    expect(document.title).toBe('Access Denied — Lyceum');
  });
});
