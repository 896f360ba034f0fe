import { createStore } from 'zustand/vanilla';
import { apiClient, connectSession } from '../api/api-client';
import { ApiError } from '../api/api-error';
import type { SignInResponse, UserProfile } from '../api/types';
import { applyLanguage, isLanguage } from '../i18n/i18n';
import {
  TOKEN_KEY,
  hasStoredSession,
  readStoredSession,
  writeToken,
  writeUser,
} from './session-storage';
import { clearQueryCache } from '../query/query-client';

export interface SessionState {
  token: string | null;
  user: UserProfile | null;
  /** True until the start-up restore (and its profile refresh) has finished. */
  loading: boolean;
  /**
   * True when the server refused the session's token (expired, or revoked by a password change
   * elsewhere): the sign-in page says so. A new sign-in clears it.
   */
  expired: boolean;
  restore: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  signIn: (username: string, password: string) => Promise<UserProfile>;
  /** `'expired'` when the server ended the session rather than the user. */
  signOut: (reason?: 'expired') => void;
  setUser: (user: UserProfile) => void;
  /**
   * Keeps the session with a new token the server issued for it (after a password change, which
   * revokes every earlier token), in memory and in storage.
   */
  replaceToken: (token: string) => void;
  /**
   * Follows what another tab stored: its sign-out ends the session here, its sign-in (or a token
   * it replaced) is taken over and the profile read again. Writes nothing to storage itself.
   */
  followStoredSession: () => Promise<void>;
}

/** The profile kept when the profile fetch after sign-in fails: the username, role standard. */
export function fallbackProfile(username: string): UserProfile {
  return {
    id: 0,
    username,
    email: '',
    is_active: true,
    is_superuser: false,
    preferred_language: 'en',
    role: 'standard',
  };
}

export function isAdmin(user: UserProfile | null): boolean {
  return Boolean(user && (user.role === 'admin' || user.is_superuser));
}

/** The signed-in user's profile: the call whose refusal is the refusal of the session itself. */
const PROFILE_PATH = '/api/users/me';

async function fetchProfile(): Promise<UserProfile> {
  return apiClient.get(PROFILE_PATH).json<UserProfile>();
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  token: null,
  user: null,
  expired: false,
  // Only a stored session has anything to restore; guests never see a loading state.
  loading: hasStoredSession(),
  restore: async () => {
    const { token, user } = readStoredSession();
    if (!token || !user) {
      set({ token: null, user: null, loading: false });
      return;
    }
    set({ token, user });
    await get().refreshProfile();
    set({ loading: false });
  },
  refreshProfile: async () => {
    try {
      const profile = await fetchProfile();
      if (!get().token) return;
      get().setUser(profile);
      if (isLanguage(profile.preferred_language)) await applyLanguage(profile.preferred_language);
    } catch (error) {
      console.warn('Profile refresh failed; keeping the stored profile.', error);
    }
  },
  signIn: async (username, password) => {
    const body = new URLSearchParams({ username, password });
    const { access_token: token } = await apiClient
      .post('/api/signin', { body })
      .json<SignInResponse>();
    writeToken(token);
    set({ token, expired: false });
    let user: UserProfile;
    try {
      user = await fetchProfile();
      if (isLanguage(user.preferred_language)) await applyLanguage(user.preferred_language);
    } catch (error) {
      console.warn('Profile fetch after sign-in failed; using the fallback profile.', error);
      user = fallbackProfile(username);
    }
    get().setUser(user);
    set({ loading: false });
    return user;
  },
  signOut: (reason) => {
    const wasSignedIn = get().token !== null;
    writeToken(null);
    writeUser(null);
    set({
      token: null,
      user: null,
      loading: false,
      expired: reason === 'expired' && (wasSignedIn || get().expired),
    });
    clearQueryCache();
  },
  setUser: (user) => {
    writeUser(user);
    set({ user });
  },
  replaceToken: (token) => {
    writeToken(token);
    set({ token });
  },
  followStoredSession: async () => {
    const stored = readStoredSession();
    const { token, user } = get();
    if (stored.token === token) return;
    if (!stored.token) {
      // Signed out elsewhere: storage is already empty, and the user chose it (not expired).
      set({ token: null, user: null, loading: false, expired: false });
      clearQueryCache();
      return;
    }
    // The same account with a new token (its password changed there): carry on with it.
    if (user && stored.user?.id === user.id) {
      set({ token: stored.token });
      return;
    }
    // Signed in elsewhere: the profile says whose session it is. The guards wait meanwhile,
    // rather than show one account's pages with another's token.
    set({ token: stored.token, user: stored.user, loading: true, expired: false });
    await get().refreshProfile();
    const now = get();
    if (now.token !== stored.token) return;
    if (!now.user) set({ token: null });
    else if (user && now.user.id !== user.id) clearQueryCache();
    set({ loading: false });
  },
}));

/** The check under way of a refused token, which every call refused meanwhile waits for. */
let sessionCheck: { token: string; done: Promise<void> } | null = null;

/**
 * A 401 on one call may refuse that call only (a proxy in front of one route, a route's own
 * rule), and signing out would lose the user's work on every screen. So the profile is asked for
 * with the same token: its 401 ends the session (through the handler below); its answer keeps the
 * session, with the profile brought up to date; no answer says nothing, and the session stays.
 */
function checkSession(refusedToken: string): Promise<void> {
  if (sessionCheck?.token === refusedToken) return sessionCheck.done;
  const done = fetchProfile()
    .then(
      (profile) => {
        if (sessionStore.getState().token === refusedToken)
          sessionStore.getState().setUser(profile);
      },
      (error: unknown) => {
        // A 401 has already ended the session; any other failure tells nothing of it.
        if (error instanceof ApiError && error.status === 401) return;
        console.warn(
          'The session check after a refused call got no answer; the session stays.',
          error,
        );
      },
    )
    .finally(() => {
      if (sessionCheck?.done === done) sessionCheck = null;
    });
  sessionCheck = { token: refusedToken, done };
  return done;
}

connectSession(
  () => sessionStore.getState().token,
  async (refusedToken, path) => {
    const state = sessionStore.getState();
    // A request sent before this tab changed its token (a password change) says nothing of the new one.
    if (state.token !== refusedToken) return;
    const stored = readStoredSession().token;
    // Another tab stored a newer token (a password change there revoked this one): take it.
    if (stored && stored !== state.token) await state.followStoredSession();
    else if (path === PROFILE_PATH) state.signOut('expired');
    else await checkSession(refusedToken);
  },
);

/** Another tab of this site changed the stored token (or cleared the storage). */
function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  if (event.storageArea !== localStorage) return;
  void sessionStore.getState().followStoredSession();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
