import { AreaRoutes, apiClient } from '@lyceum/platform';
import { admin, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
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
function renderArea(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="back-office/*" element={<AreaRoutes area={area} />} />
    </Routes>,
    { route, session: admin },
  );
}

test('/back-office shows the dashboard', async () => {
  renderArea('/back-office');
  expect(await screen.findByRole('heading', { level: 1, name: 'Back Office' })).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/api/admin/dashboard');
});

test('an unknown path shows the back-office not-found state, which leads to the dashboard', async () => {
  renderArea('/back-office/personas');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
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
