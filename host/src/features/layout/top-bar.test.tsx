import { screen } from '@testing-library/react';
import { SIGN_IN_PATH } from '../../app/public-paths';
import { renderWithProviders } from '../../testing/test-utils';
import { TopBar } from './top-bar';

test('a guest is offered Sign In, except on the sign-in page itself', () => {
  const view = renderWithProviders(<TopBar />, { route: '/about', session: 'guest' });
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(SIGN_IN_PATH);
  view.unmount();

  renderWithProviders(<TopBar />, { route: SIGN_IN_PATH, session: 'guest' });
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Lyceum, go to home' })).toBeTruthy();
});
