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
  renderWithProviders(<UserMenu placement="top-bar" />, { route: '/settings' });
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
  renderWithProviders(<UserMenu placement="top-bar" />, { route: '/settings' });
  fireEvent.mouseEnter(menu());
  fireEvent.mouseLeave(menu());
  act(() => jest.advanceTimersByTime(100));
  fireEvent.mouseEnter(menu());
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
});

test('admins get a Back Office entry; Sign Out ends the session and goes home', () => {
  setSession(admin);
  renderWithProviders(<UserMenu placement="top-bar" />, { route: '/settings' });
  fireEvent.mouseEnter(menu());
  expect(screen.getByRole('link', { name: 'Back Office' }).getAttribute('href')).toBe(
    `/${getRuntimeConfig().remotes.backoffice.mount}`,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/');
});

test('every user gets Settings', () => {
  setSession(learner);
  renderWithProviders(<UserMenu placement="sidebar" />, { route: '/chat' });
  fireEvent.mouseEnter(menu());
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
});

describe('keyboard, clicks and taps', () => {
  const trigger = () => screen.getByRole('button', { name: 'User menu for ada' });

  function renderMenu() {
    setSession(learner);
    renderWithProviders(
      <>
        <UserMenu placement="top-bar" />
        <button type="button">elsewhere</button>
      </>,
      { route: '/about' },
    );
  }

  test('opened from the keyboard, Escape closes it and the focus is back on its button', () => {
    renderMenu();
    trigger().focus();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('button', { name: 'Sign Out' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  test('opened by the pointer, Escape closes it without taking the focus from elsewhere', () => {
    renderMenu();
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    fireEvent.mouseEnter(menu());
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  test('a press outside closes it; a press inside does not', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  test('the focus moving on closes it', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.blur(trigger(), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  test('a tap (hover, then click) opens it and leaves it open; a second tap closes it', () => {
    renderMenu();
    fireEvent.mouseEnter(menu());
    fireEvent.click(trigger());
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    fireEvent.click(trigger());
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });
});
