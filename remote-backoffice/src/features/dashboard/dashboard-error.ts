import { ApiError, codeText, errorCode } from '@lyceum/platform';
import type { TFunction } from 'i18next';

/** A refusal a second try will not change. */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * The text for a failed dashboard load: no answer at all is a network error; a refusal (403)
 * reads as its code's text in the current language — `auth.admin_required` for a user who is
 * not an administrator — and as that refusal when it carries no code; any other answer is the
 * dashboard's own failure text.
 */
export function dashboardErrorText(error: unknown, t: TFunction<'backoffice'>): string {
  if (error instanceof ApiError && error.status === null) return t('errors.network');
  if (isAccessDenied(error)) return codeText(errorCode(error) ?? 'auth.admin_required');
  return t('errors.loadFailed');
}
