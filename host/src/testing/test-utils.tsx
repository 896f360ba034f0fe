import { AuthProvider, sessionStore, type UserProfile } from '@lyceum/platform';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { registerHostResources } from '../locales';

registerHostResources();

export const learner: UserProfile = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  is_active: true,
  is_superuser: false,
  preferred_language: 'en',
  role: 'standard',
};

export const admin: UserProfile = { ...learner, id: 2, username: 'root', role: 'admin' };

export type SessionShape = 'loading' | 'guest' | UserProfile;

export function setSession(shape: SessionShape): void {
  if (shape === 'loading') sessionStore.setState({ token: null, user: null, loading: true });
  else if (shape === 'guest') sessionStore.setState({ token: null, user: null, loading: false });
  else sessionStore.setState({ token: 'token', user: shape, loading: false });
}

/** Prints the current location so tests can assert redirects. */
export function LocationDisplay() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider restore={false}>
        {ui}
        <LocationDisplay />
      </AuthProvider>
    </MemoryRouter>,
  );
}
