import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store';

/** Subscribes to a slice of the session; `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
