import type { UserProfile } from '../api/types';

export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

export function readStoredSession(): { token: string | null; user: UserProfile | null } {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    return { token, user: raw ? (JSON.parse(raw) as UserProfile) : null };
  } catch {
    return { token: null, user: null };
  }
}

export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function writeUser(user: UserProfile | null): void {
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
}

export function hasStoredSession(): boolean {
  const { token, user } = readStoredSession();
  return Boolean(token && user);
}
