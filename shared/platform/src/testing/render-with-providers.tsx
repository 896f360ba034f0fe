// The one render helper for component tests in every app: a router at a path, the session in a
// chosen state, a fresh query cache and the language to render in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Language, UserProfile } from '../api/types';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../query/query-client';
import { AuthProvider } from '../session/auth-provider';
import { sessionStore } from '../session/session-store';

export const learner: UserProfile = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  full_name: null,
  bio: null,
  is_active: true,
  is_superuser: false,
  preferred_language: 'en',
  role: 'standard',
};

export const admin: UserProfile = {
  ...learner,
  id: 2,
  username: 'root',
  email: 'root@example.com',
  role: 'admin',
};

/** `loading` while the stored session is restored, `guest`, or signed in as the given user. */
export type SessionShape = 'loading' | 'guest' | UserProfile;

export function setSession(shape: SessionShape): void {
  if (shape === 'loading') sessionStore.setState({ token: null, user: null, loading: true });
  else if (shape === 'guest') sessionStore.setState({ token: null, user: null, loading: false });
  else sessionStore.setState({ token: 'token', user: shape, loading: false });
}

/** Prints the current location so tests can assert redirects. */
export function LocationDisplay() {
  const { pathname, search, hash } = useLocation();
  return <span data-testid="location">{`${pathname}${search}${hash}`}</span>;
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The path the router starts at; `/` by default. */
  route?: string;
  /** The session to render with; the store is left as it is when not given. */
  session?: SessionShape;
  /** The interface language; left as it is when not given. */
  language?: Language;
}

export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await act(() => i18n.changeLanguage(language));
}

/** Renders `ui` inside every provider an app page expects; returns the query client too. */
export function renderWithProviders(ui: ReactNode, options: ProvidersOptions = {}) {
  const { route = '/', session, language, ...renderOptions } = options;
  if (session !== undefined) setSession(session);
  if (language && i18n.language !== language) void i18n.changeLanguage(language);
  // The page's own client: its queries fail at once, the API client having done any retry.
  const queryClient = createQueryClient(QueryClient);
  // A wrapper, so that `rerender` keeps the providers (and the router's location).
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider restore={false}>
          {children}
          <LocationDisplay />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(ui, { ...renderOptions, wrapper });
  return { ...result, queryClient };
}
