export { apiClient } from './api/api-client';
export { ApiError } from './api/api-error';
export { ERRORS_NAMESPACE, codeText, errorCode, errorText, useErrorText } from './api/error-text';
export type { Language, SignInResponse, UserProfile } from './api/types';
export {
  areaPath,
  defineArea,
  type AreaModule,
  type AreaNavEntry,
  type AreaRoute,
  type PageModule,
} from './areas/area';
export { AreaHome, AreaRoutes } from './areas/area-routes';
export {
  REMOTE_NAMES,
  areaStartPath,
  defaultRuntimeConfig,
  getRuntimeConfig,
  homeArea,
  loadRuntimeConfig,
  mountedAreas,
  parseRuntimeConfig,
  setRuntimeConfig,
  type AreaAccess,
  type MountedArea,
  type RemoteConfig,
  type RemoteName,
  type RuntimeConfig,
} from './config/runtime-config';
export type { RemotePages } from './dev-shell/dev-shell';
export {
  addResources,
  appNamespace,
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
export { bundlesFromContext, registerLocales, type JsonContext } from './i18n/bundles-from-context';
export { changeLanguage, useLanguage } from './i18n/language';
export { FLASHCARDS_QUERY_KEY, clearQueryCache, createQueryClient } from './query/query-client';
export { AuthProvider, useAuth, type AuthValue } from './session/auth-provider';
export { fallbackProfile, isAdmin, sessionStore, type SessionState } from './session/session-store';
export { TOKEN_KEY, USER_KEY } from './session/session-storage';
export { useSession } from './session/use-session';
export {
  RETURN_PARAM,
  returnPathFrom,
  safeReturnPath,
  withReturnPath,
} from './session/return-path';
export { DocumentTitle, PRODUCT_NAME, documentTitle } from './page/document-title';
export {
  PAGE_MAIN_ID,
  ShellChromeContext,
  useShellPart,
  type ShellPart,
} from './page/shell-chrome';
export { useForm, type FieldErrors, type FormState } from './forms/use-form';
export { EMAIL_CODES, passwordRuleError, ruleError } from './forms/rule-error';
