import { getRuntimeConfig, i18n, mountedAreas, setRuntimeConfig } from '@lyceum/platform';
import { act, screen } from '@testing-library/react';
import { admin, learner, renderWithProviders, setSession } from '../testing/test-utils';
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
    expect(screen.getByTestId('location').textContent).toBe('/signin');
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
