import { getRuntimeConfig } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { admin, learner, renderWithProviders, setSession } from '../../testing/test-utils';
import { MENU_CLOSE_DELAY_MS } from './use-hover-menu';
import { UserMenu } from './user-menu';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const menu = () => screen.getByTestId('user-menu');

test('opens on hover and closes 150 ms after the pointer leaves', () => {
  setSession(learner);
  renderWithProviders(<UserMenu />, { route: '/settings' });
  expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();

  fireEvent.mouseEnter(menu());
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  expect(screen.getAllByText('ada').length).toBeGreaterThan(1);
  expect(screen.queryByRole('link', { name: 'Back Office' })).toBeNull();

  fireEvent.mouseLeave(menu());
  expect(MENU_CLOSE_DELAY_MS).toBe(150);
  act(() => jest.advanceTimersByTime(149));
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
});

test('coming back before the delay keeps it open', () => {
  setSession(learner);
  renderWithProviders(<UserMenu />, { route: '/settings' });
  fireEvent.mouseEnter(menu());
  fireEvent.mouseLeave(menu());
  act(() => jest.advanceTimersByTime(100));
  fireEvent.mouseEnter(menu());
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
});

test('admins get a Back Office entry; Sign Out ends the session and goes home', () => {
  setSession(admin);
  renderWithProviders(<UserMenu />, { route: '/settings' });
  fireEvent.mouseEnter(menu());
  expect(screen.getByRole('link', { name: 'Back Office' }).getAttribute('href')).toBe(
    `/${getRuntimeConfig().remotes.backoffice.mount}`,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/');
});
