import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../api/types';
import enCommon from '../locales/en/common.json';
import frCommon from '../locales/fr/common.json';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'fr'];
export const LANGUAGE_STORAGE_KEY = 'preferred_language';
export const LANGUAGE_QUERY_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Detection order of the spec: query `lang`, then stored value, then browser; fallback en. */
export function detectLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = (navigator.language || '').slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

/** The single i18next instance every app renders with (the platform is a federated singleton). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon }, fr: { common: frCommon } },
  lng: typeof window === 'undefined' ? 'en' : detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

export type ResourceBundles = Record<Language, Record<string, object>>;

/** Each app registers its namespaces here when its code loads. */
export function addResources(bundles: ResourceBundles): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    for (const [namespace, resources] of Object.entries(bundles[lng])) {
      i18n.addResourceBundle(lng, namespace, resources, true, true);
    }
  }
}

/** Switches the interface and stores the choice locally; no server call. */
export async function applyLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies.
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
