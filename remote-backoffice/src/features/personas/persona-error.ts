import { ApiError, errorCode } from '@lyceum/platform';
import type { TFunction } from 'i18next';
import { personaCodeText, ruleText } from './persona-texts';

/** The persona calls whose failures the screen shows, each with its own text. */
export type PersonaCall = 'load' | 'create' | 'update' | 'delete' | 'validateKey';

type ErrorText = (error: unknown, fallback: string) => string;

/** No answer came at all: the request never reached the server or its answer was lost. */
const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === null;

/**
 * The text for a failed persona call: the translation of the server's code (with the key it is
 * about), else its detail, else the call's own text (`errorText` from `useErrorText()`). A save
 * that gets no answer says so; a save answered with nothing readable adds the status it got. A
 * delete that gets no answer says so too.
 */
export function personaErrorText(
  error: unknown,
  call: PersonaCall,
  t: TFunction<'backoffice-personas'>,
  errorText: ErrorText,
  key = '',
): string {
  const saving = call === 'create' || call === 'update';
  if (isNetworkError(error)) {
    if (saving) return t('errors.saveNetwork');
    if (call === 'delete') return t('errors.deleteNetwork');
  }
  const code = errorCode(error);
  if (code?.startsWith('personas.')) return personaCodeText(code, key);
  const fallback = t(`errors.${call}`);
  if (saving && error instanceof ApiError && error.status !== null && !code && !error.fromServer) {
    return t('errors.withStatus', { text: fallback, status: error.status });
  }
  return errorText(error, fallback);
}

/**
 * The text for a profile that could not be loaded: none on the server (404), another status,
 * or no answer at all.
 */
export function profileErrorText(error: unknown, t: TFunction<'backoffice-personas'>): string {
  if (!(error instanceof ApiError) || error.status === null) return t('preview.network');
  if (error.status === 404) return ruleText.profileNotFound();
  return t('preview.status', { status: error.status });
}
