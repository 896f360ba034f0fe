import { getRuntimeConfig, i18n } from '@lyceum/platform';
import { act, screen } from '@testing-library/react';
import { learner, renderWithProviders, setSession } from '../../testing/test-utils';
import { activeSection } from './active-section';
import { Sidebar } from './sidebar';

test.each([
  ['/chat', 'chat'],
  ['/chat/socrates', 'chat'],
  ['/flashcards', 'academy'],
  ['/flashcards/challenge', 'academy'],
  ['/settings', 'academy'],
  ['/', 'discover'],
  ['/back-office', 'discover'],
])('%s is in the %s section', (path, section) => {
  expect(activeSection(path)).toBe(section);
});

test.each([
  ['/settings', 'Academy'],
  ['/chat', 'Chat'],
  ['/', 'Discover'],
])('at %s the sidebar marks %s as current', async (path, label) => {
  setSession(learner);
  renderWithProviders(<Sidebar id="sidebar" open={false} onNavigate={() => undefined} />, {
    route: path,
  });
  // Let the area's navigation arrive before looking.
  await act(() => Promise.resolve());
  const current = screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual([label]);
});

test('user block shows initial, name and Online; a nameless user reads User', () => {
  setSession({ ...learner, username: '' });
  renderWithProviders(<Sidebar id="sidebar" open={false} onNavigate={() => undefined} />, {
    route: '/',
  });
  expect(screen.getByText('User')).toBeTruthy();
  expect(screen.getByText('Online')).toBeTruthy();
  expect(screen.getByText('U')).toBeTruthy();
});

jest.mock('../federation/load-remote', () => ({
  // Only the academy contributes entries here; the other areas fail to load.
  loadArea: jest.fn((remote: string) =>
    remote !== 'academy'
      ? Promise.reject(new Error('not in this test'))
      : Promise.resolve({
          namespace: 'test-area',
          routes: [],
          navigation: [
            { to: '', labelKey: 'library' },
            { to: 'import', labelKey: 'import' },
          ],
          NotFound: () => null,
        }),
  ),
}));

test('under the active section, the area on screen adds its own entries', async () => {
  i18n.addResourceBundle('en', 'test-area', { library: 'Library', import: 'Import' });
  const { mount } = getRuntimeConfig().remotes.academy;
  setSession(learner);
  renderWithProviders(<Sidebar id="sidebar" open={false} onNavigate={() => undefined} />, {
    route: `/${mount}/import`,
  });
  const entry = await screen.findByRole('link', { name: 'Import' });
  expect(entry.getAttribute('href')).toBe(`/${mount}/import`);
  expect(entry.getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Library' }).getAttribute('href')).toBe(`/${mount}`);
});

test('the section stays marked when one of its entries is the current page', async () => {
  i18n.addResourceBundle('en', 'test-area', { library: 'Library', import: 'Import' });
  const { mount } = getRuntimeConfig().remotes.academy;
  setSession(learner);
  renderWithProviders(<Sidebar id="sidebar" open={false} onNavigate={() => undefined} />, {
    route: `/${mount}`,
  });
  expect(await screen.findByRole('link', { name: 'Library' })).toHaveProperty(
    'ariaCurrent',
    'page',
  );
  expect(screen.getByRole('link', { name: 'Academy' }).getAttribute('aria-current')).toBe('true');
});
