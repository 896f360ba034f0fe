import {
  ERRORS,
  isErrorCode,
  type ErrorCode,
  type ErrorDefinition,
} from '@lyceum/contracts/constants';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { ApiError, isUsableDetail } from './api-error';

/** The namespace holding one text per error code, in every language. */
export const ERRORS_NAMESPACE = 'platform-errors';

/**
 * Whether a code's text says something: not when it is only the reason phrase of a status line
 * ("Internal Server Error", "Not Found"), where the call's own text (what could not be done) tells
 * the user more.
 */
const saysWhy = (code: ErrorCode) => isUsableDetail(ERRORS[code].detail);

/** The code a caught error carries, when the server sent a declared one. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
}

/** The translation of a declared code in the current language (values filled in). */
export function codeText(code: ErrorCode, field?: string): string {
  const definition: ErrorDefinition = ERRORS[code];
  return i18n.t(code, { ns: ERRORS_NAMESPACE, keySeparator: false, ...definition.values, field });
}

/**
 * The one way to turn a failure into text for the user, on every screen: the translation of its
 * code in the current language (the server's reason, as a 503's "try again"), else the server's
 * own `detail` (a refusal's, when it says more than the status line), else the call's default
 * text (already translated by the caller). A raw status text ("Service Unavailable") never
 * replaces the call's text. No component reads server sentences to decide anything.
 */
export function errorText(error: unknown, fallback: string): string {
  const code = errorCode(error);
  if (code) return saysWhy(code) ? codeText(code) : fallback;
  if (
    error instanceof ApiError &&
    error.status !== null &&
    // The API codes every failure of its own; an uncoded 5xx comes from a proxy or a gateway.
    error.status < 500 &&
    error.fromServer
  ) {
    return error.detail;
  }
  return fallback;
}

/** `errorText` bound to the current language, re-rendering when it changes. */
export function useErrorText(): (error: unknown, fallback: string) => string {
  useTranslation(ERRORS_NAMESPACE);
  return errorText;
}
