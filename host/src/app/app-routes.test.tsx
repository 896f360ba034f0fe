import { i18n } from '@lyceum/platform';
import { act, screen } from '@testing-library/react';
import { learner, renderAt, setSession } from '../testing/test-utils';
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
      renderAt(path, <AppRoutes />);
      expect(screen.getByText('public page verify-email/:token')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe(path);
    },
  );

  it('opens for a signed-in user too (the link may be followed in a signed-in browser)', () => {
    setSession(learner);
    renderAt('/verify-email/tok123', <AppRoutes />);
    expect(screen.getByText('public page verify-email/:token')).toBeTruthy();
  });
});
