import { AreaHome, AreaRoutes, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { area } from './area';
import { FakeChatApi } from './testing/fake-chat-api';
import { mountAreas } from './testing/personas';

jest.mock('./locales', () => jest.requireActual<object>('./testing/locales'));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

beforeAll(mountAreas);
beforeEach(() => new FakeChatApi().install());
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The area mounted as the host mounts it: below `/chat/*`, and its home at `/`. */
function renderArea(route: string, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="chat/*" element={<AreaRoutes area={area} />} />
      <Route index element={<AreaHome area={area} />} />
    </Routes>,
    { route, session: learner, language },
  );
}

test('/chat shows the chat page, titled once, and names the window after it', async () => {
  renderArea('/chat');
  expect(await screen.findByRole('heading', { level: 1, name: 'Persona Chat' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { name: 'Persona Chat' })).toHaveLength(1);
  expect(document.title).toBe('Persona Chat — Lyceum');
});

test('/chat/<slug> is the chat with that persona, titled like the chat', async () => {
  renderArea('/chat/seneca');
  expect(await screen.findByRole('heading', { level: 1, name: 'Persona Chat' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'Seneca' })).toBeTruthy();
  expect(document.title).toBe('Persona Chat — Lyceum');
});

test('the chat page reads in French, window title included', async () => {
  renderArea('/chat', 'fr');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Discussion avec les personas' }),
  ).toBeTruthy();
  expect(document.title).toBe('Discussion avec les personas — Lyceum');
  await act(() => i18n.changeLanguage('en'));
});

test('the home is Discover, titled in both languages', async () => {
  const { unmount } = renderArea('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeTruthy();
  expect(document.title).toBe('Discover — Lyceum');
  unmount();
  renderArea('/', 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: 'Découvrir' })).toBeTruthy();
  expect(document.title).toBe('Découvrir — Lyceum');
});

test('an unknown path shows the chat not-found state, which leads back to the chat', async () => {
  renderArea('/chat/nobody/here');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(document.title).toBe('Page not found — Lyceum');
  fireEvent.click(screen.getByRole('link', { name: 'Back to the chat' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Persona Chat' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/chat');
});

test('three pages (without a persona, with one, a debate of two) and one navigation entry, labelled in both languages', () => {
  expect(area.namespace).toBe('chat');
  expect(area.routes.map((route) => route.path)).toEqual(['', ':persona', 'debate/:first/:second']);
  const title = (language: 'en' | 'fr') =>
    i18n.getFixedT(language, area.namespace)(area.routes[2]?.titleKey ?? '');
  expect([title('en'), title('fr')]).toEqual(['Debate', 'Débat']);
  expect(area.navigation.map((entry) => entry.to)).toEqual(['']);
  const label = (language: 'en' | 'fr') =>
    i18n.getFixedT(language, area.namespace)(area.navigation[0]?.labelKey ?? '');
  expect(label('en')).toBe('Persona Chat');
  expect(label('fr')).toBe('Discussion avec les personas');
});
