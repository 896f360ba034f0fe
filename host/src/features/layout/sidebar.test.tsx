import { getRuntimeConfig, i18n } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
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
  renderWithProviders(<Sidebar />, {
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
  renderWithProviders(<Sidebar />, {
    route: '/',
  });
  expect(screen.getByText('User')).toBeTruthy();
  expect(screen.getByText('Online')).toBeTruthy();
  // The initial is drawn by CSS from the attribute, so it adds nothing to the button's name.
  expect(document.querySelector('.avatar')?.getAttribute('data-initial')).toBe('U');
  expect(screen.getByRole('button', { name: /^User\b/ })).toBeTruthy();
});

jest.mock('../federation/load-remote', () => ({
  // Only the academy contributes entries here; the other areas fail to load.
  loadArea: jest.fn((remote: string) =>
    remote !== 'academy'
      ? Promise.reject(new Error('not in this test'))
      : Promise.resolve({
          area: {
            namespace: 'test-area',
            routes: [],
            navigation: [
              { to: '', labelKey: 'library' },
              { to: 'import', labelKey: 'import' },
            ],
            NotFound: () => null,
          },
        }),
  ),
}));

test('under the active section, the area on screen adds its own entries', async () => {
  i18n.addResourceBundle('en', 'test-area', { library: 'Library', import: 'Import' });
  const { mount } = getRuntimeConfig().remotes.academy;
  setSession(learner);
  renderWithProviders(<Sidebar />, {
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
  renderWithProviders(<Sidebar />, {
    route: `/${mount}`,
  });
  expect(await screen.findByRole('link', { name: 'Library' })).toHaveProperty(
    'ariaCurrent',
    'page',
  );
  expect(screen.getByRole('link', { name: 'Academy' }).getAttribute('aria-current')).toBe('true');
});

describe('its head, on every signed-in page', () => {
  test('the product’s name leads home, and the language menu is there', () => {
    setSession(learner);
    renderWithProviders(<Sidebar />, { route: '/settings' });
    expect(screen.getByRole('link', { name: 'Lyceum, go to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    // One user menu, at the foot.
    expect(screen.getAllByTestId('user-menu')).toHaveLength(1);
  });
});

describe('on a phone, the menu button', () => {
  const menuButton = () => screen.getByRole('button', { name: /menu$/ });

  function renderOpen() {
    setSession(learner);
    renderWithProviders(
      <>
        <Sidebar />
        <p>page content</p>
      </>,
      { route: '/chat' },
    );
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().textContent).toContain('Close menu');
  }

  test('Escape hides the sidebar again and hands the focus back to the button', () => {
    renderOpen();
    screen.getByRole('link', { name: 'Academy' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  test('a press outside hides it', () => {
    renderOpen();
    fireEvent.pointerDown(screen.getByText('page content'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  test('a press inside keeps it, and following an entry hides it', () => {
    renderOpen();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Discover' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Discover' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  test('with the user menu open inside it, Escape closes the user menu first', () => {
    renderOpen();
    fireEvent.click(screen.getByRole('button', { name: /Online/ }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sign Out' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Online/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });
});
