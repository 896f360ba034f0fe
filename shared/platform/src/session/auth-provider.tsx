import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { UserProfile } from '../api/types';
import { isAdmin, sessionStore } from './session-store';
import { useSession } from './use-session';

const AuthContext = createContext(false);
let restoreStarted = false;

/**
 * Restores the stored session once per page and marks the tree as inside the provider.
 * `restore={false}` lets tests drive the store themselves.
 */
export function AuthProvider({
  children,
  restore = true,
}: {
  children: ReactNode;
  restore?: boolean;
}) {
  useEffect(() => {
    if (!restore || restoreStarted) return;
    restoreStarted = true;
    void sessionStore.getState().restore();
  }, [restore]);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

/** Test helper: lets the next AuthProvider restore again. */
export function resetAuthProviderForTests(): void {
  restoreStarted = false;
}

export interface AuthValue {
  user: UserProfile | null;
  token: string | null;
  loading: boolean;
  isAdmin: boolean;
  signIn: (username: string, password: string) => Promise<UserProfile>;
  signOut: () => void;
}

export function useAuth(): AuthValue {
  if (!useContext(AuthContext)) throw new Error('useAuth must be used within an AuthProvider');
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const loading = useSession((state) => state.loading);
  const { signIn, signOut } = sessionStore.getState();
  return { user, token, loading, isAdmin: isAdmin(user), signIn, signOut };
}
