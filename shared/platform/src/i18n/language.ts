import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';
import type { Language, UserProfile } from '../api/types';
import { sessionStore } from '../session/session-store';
import { applyLanguage, isLanguage } from './i18n';

/**
 * Switches the interface at once and stores the choice; for a signed-in user the change is also
 * sent to the server. Rejects with ApiError when the server refuses (the local switch stays).
 */
export async function changeLanguage(lng: Language): Promise<void> {
  await applyLanguage(lng);
  const { token } = sessionStore.getState();
  if (!token) return;
  const profile = await apiClient
    .patch('/api/users/me/language', { json: { preferred_language: lng } })
    .json<UserProfile>();
  if (sessionStore.getState().token) sessionStore.getState().setUser(profile);
}

/** The current language (re-renders on change) and the switcher. */
export function useLanguage(): { language: Language; changeLanguage: typeof changeLanguage } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : 'en', changeLanguage };
}
