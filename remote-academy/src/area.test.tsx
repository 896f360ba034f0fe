import { AreaRoutes, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { area } from './area';

jest.mock('./locales', () => jest.requireActual<object>('./testing/locales'));

/** The area mounted as the host mounts it: below `/flashcards/*`. */
function renderArea(route: string, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="flashcards/*" element={<AreaRoutes area={area} />} />
    </Routes>,
    { route, session: learner, language },
  );
}

test.each([
  ['/flashcards', 'Flashcards Library'],
  ['/flashcards/import', 'Import Flashcards'],
  ['/flashcards/challenge', 'Challenge'],
])('%s shows the %s page, titled once, and names the window after it', async (route, title) => {
  renderArea(route);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getAllByText(title)).toHaveLength(1);
  expect(document.title).toBe(`${title} — Lyceum`);
});

test.each([
  ['/flashcards', 'Bibliothèque de cartes'],
  ['/flashcards/import', 'Importer des cartes'],
  ['/flashcards/challenge', 'Défi'],
])('%s reads in French, window title included', async (route, title) => {
  renderArea(route, 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(document.title).toBe(`${title} — Lyceum`);
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

test('an unknown path shows the Academy not-found state, which leads back to the library', async () => {
  renderArea('/flashcards/nope/deeper');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(document.title).toBe('Page not found — Lyceum');
  fireEvent.click(screen.getByRole('link', { name: 'Back to the Flashcards Library' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Flashcards Library' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/flashcards');
});

test('the navigation names the three pages, with labels in both languages', () => {
  expect(area.namespace).toBe('academy');
  expect(area.routes.map((route) => route.path)).toEqual(['', 'import', 'challenge']);
  expect(area.navigation.map((entry) => entry.to)).toEqual(['', 'import', 'challenge']);
  const labels = (language: 'en' | 'fr') =>
    area.navigation.map((entry) => i18n.getFixedT(language, area.namespace)(entry.labelKey));
  expect(labels('en')).toEqual(['Library', 'Import', 'Challenge']);
  expect(labels('fr')).toEqual(['Bibliothèque', 'Importer', 'Défi']);
});

test('every page has a window title, in both languages', () => {
  const untitled = (language: 'en' | 'fr') =>
    area.routes
      .filter(
        (route) =>
          !route.titleKey || !i18n.exists(route.titleKey, { lng: language, ns: area.namespace }),
      )
      .map((route) => route.path);
  expect(untitled('en')).toEqual([]);
  expect(untitled('fr')).toEqual([]);
});

test('any other build has no fixture page', () => {
  expect(area.routes.some((route) => route.path === 'fixture')).toBe(false);
  expect(area.navigation.some((entry) => entry.to === 'fixture')).toBe(false);
});
