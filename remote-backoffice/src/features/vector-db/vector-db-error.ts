import { ApiError } from '@lyceum/platform';
import type { TFunction } from 'i18next';

/** A refusal of the session or of the role (401, 403), which every vector database screen words alike. */
export function isAccessRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The vector database calls, each with its own failure and network texts. */
export type VectorDbCall = 'load' | 'browse' | 'deleteIdea' | 'deleteCollection';

/**
 * The text for a failed vector database call: no answer at all is the call's network error; a
 * refusal of the session or of the role (401, 403) asks to sign in again as an administrator;
 * anything else is the translation of the server's code, or its detail, or the call's own text
 * (`errorText` from `useErrorText()`).
 */
export function vectorDbErrorText(
  error: unknown,
  call: VectorDbCall,
  t: TFunction<'backoffice-vector-db'>,
  errorText: (error: unknown, fallback: string) => string,
): string {
  if (isAccessRefused(error)) return t('errors.auth');
  if (error instanceof ApiError && error.status === null) return t(`errors.${call}.network`);
  return errorText(error, t(`errors.${call}.failed`));
}
