import { AreaRoutes, apiClient, i18n } from '@lyceum/platform';
import { admin, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { area } from './area';

jest.mock('./locales', () => jest.requireActual<object>('./testing/locales'));
jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const get = jest.mocked(apiClient.get);
// The dashboard's call never answers here: these tests are about routing.
beforeEach(() => {
  get.mockReset();
  get.mockReturnValue({ json: () => new Promise(() => {}) } as never);
});

/** The area mounted as the host mounts it: below `/back-office/*`. */
function renderArea(route: string, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="back-office/*" element={<AreaRoutes area={area} />} />
    </Routes>,
    { route, session: admin, language },
  );
}

test('/back-office shows the dashboard and names the window after it', async () => {
  renderArea('/back-office');
  expect(await screen.findByRole('heading', { level: 1, name: 'Back Office' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { name: 'Back Office' })).toHaveLength(1);
  expect(get).toHaveBeenCalledWith('/api/admin/dashboard');
  expect(document.title).toBe('Back Office — Lyceum');
});

test('in French the window title is French too', async () => {
  renderArea('/back-office', 'fr');
  expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeTruthy();
  expect(document.title).toBe('Back-office — Lyceum');
  await act(() => i18n.changeLanguage('en'));
});

test('an unknown path shows the back-office not-found state, which leads to the dashboard', async () => {
  renderArea('/back-office/personas');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(document.title).toBe('Page not found — Lyceum');
  expect(get).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Back Office' })).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/back-office');
});

test('the area is the back office, with no navigation entry (the user menu leads there)', () => {
  expect(area.namespace).toBe('backoffice');
  expect(area.routes.map((route) => route.path)).toEqual(['']);
  expect(area.navigation).toEqual([]);
});
