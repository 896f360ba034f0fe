import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  ERRORS,
  LANGUAGES,
  isLanguageCode,
} from '@lyceum/contracts/constants';
import type { Language } from '../api/types';
import frErrors from '../locales/errors.fr.json';
import enPlatform from '../locales/en/platform.json';
import frPlatform from '../locales/fr/platform.json';

export const SUPPORTED_LANGUAGES: readonly Language[] = LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'preferred_language';
export const LANGUAGE_QUERY_PARAM = 'lang';

export const isLanguage = (value: unknown): value is Language => isLanguageCode(value);

/** English error texts are the catalog's own; other languages translate them by code. */
const enErrors = Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code].detail]));

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language of a prerendered public page whose address names it (`/fr/faq`): the host's
 * server marks such a document `data-lyceum-address="language"`.
 */
function addressLanguage(): Language | null {
  const html = document.documentElement;
  return html.dataset.lyceumAddress === 'language' && isLanguage(html.lang) ? html.lang : null;
}

/**
 * The language a page opens in: the query's `lang`; else a prerendered page's whose address
 * names it; else the stored value, then the browser's; fallback en.
 */
export function detectLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  if (isLanguage(fromQuery)) return fromQuery;
  const fromAddress = addressLanguage();
  if (fromAddress) return fromAddress;
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = (navigator.language || '').slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

/** The single i18next instance every app renders with (the platform is a federated singleton). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { platform: enPlatform, 'platform-errors': enErrors },
    fr: { platform: frPlatform, 'platform-errors': frErrors },
  },
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'platform',
  ns: ['platform', 'platform-errors'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

if (typeof document !== 'undefined') {
  // A prerendered page keeps its document's language until the app has taken it over or rendered
  // it anew (the host's start-up decides which, from that language).
  if (!document.documentElement.hasAttribute('data-lyceum-document')) {
    document.documentElement.lang = i18n.language;
  }
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

export type ResourceBundles = Partial<Record<Language, Record<string, object>>>;

/**
 * Each app registers its namespaces when its code loads, each under the app's prefix
 * (`public` + `auth.json` → `public-auth`), so two apps can never overwrite each other's keys.
 */
export function addResources(app: string, bundles: ResourceBundles): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    for (const [file, resources] of Object.entries(bundles[lng] ?? {})) {
      i18n.addResourceBundle(lng, appNamespace(app, file), resources, true, true);
    }
  }
}

/** The namespace an app's locale file becomes: `app-file`, or `app` when the file is named so. */
export const appNamespace = (app: string, file: string) => (file === app ? app : `${app}-${file}`);

/** Switches the interface and stores the choice locally; no server call. */
export async function applyLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies.
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}
