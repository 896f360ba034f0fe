import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { defineArea, type PageModule } from './area';
import { AreaRoutes } from './area-routes';

const loaded: string[] = [];
const page = (name: string) => (): Promise<PageModule> => {
  loaded.push(name);
  return Promise.resolve({ default: () => <h1>{name}</h1> });
};

const area = defineArea({
  namespace: 'test',
  routes: [
    { path: '', load: page('first page') },
    { path: 'import', load: page('import page') },
    { path: 'people/:id', load: page('person page') },
  ],
  navigation: [],
  NotFound: () => <p>nothing here</p>,
});

function renderArea(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/area/*" element={<AreaRoutes area={area} />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  loaded.length = 0;
});

test('the first page loads alone', async () => {
  renderArea('/area');
  expect(await screen.findByRole('heading', { name: 'first page' })).toBeTruthy();
  expect(loaded).toEqual(['first page']);
});

test('nested and parameterised paths below the mount point', async () => {
  renderArea('/area/people/42');
  expect(await screen.findByRole('heading', { name: 'person page' })).toBeTruthy();
});

test('an unknown path shows the area’s not-found state', async () => {
  renderArea('/area/nowhere/at/all');
  expect(await screen.findByText('nothing here')).toBeTruthy();
  expect(loaded).toEqual([]);
});

test('without its own not-found state, an area shows its notFound texts and a way back', async () => {
  i18n.addResourceBundle('en', 'plain', {
    notFound: { title: 'No such page', text: 'Nothing lives here.', back: 'Back to the start' },
  });
  const plain = defineArea({ namespace: 'plain', routes: area.routes, navigation: [] });
  renderWithProviders(
    <Routes>
      <Route path="/area/*" element={<AreaRoutes area={plain} />} />
    </Routes>,
    { route: '/area/missing' },
  );
  expect(await screen.findByRole('heading', { name: 'No such page' })).toBeTruthy();
  fireEvent.click(screen.getByRole('link', { name: 'Back to the start' }));
  expect(await screen.findByRole('heading', { name: 'first page' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/area');
});

describe('window titles', () => {
  const titled = defineArea({
    namespace: 'titled',
    routes: [
      { path: '', load: page('first page'), titleKey: 'pages.first' },
      { path: 'untitled', load: page('untitled page') },
    ],
    navigation: [],
  });

  beforeAll(() => {
    i18n.addResourceBundle('en', 'titled', {
      pages: { first: 'First Page' },
      notFound: { title: 'No such page', text: 'Nothing here.', back: 'Back' },
    });
    i18n.addResourceBundle('fr', 'titled', {
      pages: { first: 'Première page' },
      notFound: { title: 'Page introuvable', text: 'Rien ici.', back: 'Retour' },
    });
  });

  function renderTitled(route: string, language: 'en' | 'fr' = 'en') {
    return renderWithProviders(
      <Routes>
        <Route path="/area/*" element={<AreaRoutes area={titled} />} />
      </Routes>,
      { route, language },
    );
  }

  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  test('a page with a titleKey names the window in the current language', async () => {
    const view = renderTitled('/area');
    await screen.findByRole('heading', { name: 'first page' });
    expect(document.title).toBe('First Page — Lyceum');
    view.unmount();

    renderTitled('/area', 'fr');
    await screen.findByRole('heading', { name: 'first page' });
    expect(document.title).toBe('Première page — Lyceum');
  });

  test('the not-found state is titled with the area’s notFound.title', async () => {
    renderTitled('/area/missing');
    await screen.findByRole('heading', { name: 'No such page' });
    expect(document.title).toBe('No such page — Lyceum');
  });

  test('a page without a titleKey leaves the title to the product name', async () => {
    renderTitled('/area/untitled');
    await screen.findByRole('heading', { name: 'untitled page' });
    expect(document.querySelector('title')).toBeNull();
  });
});
