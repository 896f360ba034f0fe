export { apiClient, errorMessage } from './api/api-client';
export { ApiError } from './api/api-error';
export type { Language, SignInResponse, UserProfile } from './api/types';
export {
  defaultRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
} from './config/runtime-config';
export type { RemotePages } from './dev-shell/dev-shell';
export {
  addResources,
  applyLanguage,
  detectLanguage,
  i18n,
  isLanguage,
  storedLanguage,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type ResourceBundles,
} from './i18n/i18n';
export { bundlesFromContext, type JsonContext } from './i18n/bundles-from-context';
export { changeLanguage, useLanguage } from './i18n/language';
export { AuthProvider, useAuth, type AuthValue } from './session/auth-provider';
export { fallbackProfile, isAdmin, sessionStore, type SessionState } from './session/session-store';
export { TOKEN_KEY, USER_KEY } from './session/session-storage';
export { useSession } from './session/use-session';
