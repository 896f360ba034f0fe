import { useTranslation } from 'react-i18next';
import { apiClient } from '../api/api-client';
import type { Language, UserProfile } from '../api/types';
import { sessionStore } from '../session/session-store';
import { applyLanguage, isLanguage } from './i18n';

/**
 * Changes the interface language. A guest's choice applies at once and is stored locally. A
 * signed-in user's choice is saved on the account first, and applies (and is stored) only once
 * the server has accepted it: when the server refuses or cannot be reached, nothing changes here
 * and the ApiError is thrown.
 */
export async function changeLanguage(lng: Language): Promise<void> {
  if (sessionStore.getState().token) {
    const profile = await apiClient
      .patch('/api/users/me/language', { json: { preferred_language: lng } })
      .json<UserProfile>();
    if (sessionStore.getState().token) sessionStore.getState().setUser(profile);
  }
  await applyLanguage(lng);
}

/** The current language (re-renders on change) and the switcher. */
export function useLanguage(): { language: Language; changeLanguage: typeof changeLanguage } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : 'en', changeLanguage };
}
