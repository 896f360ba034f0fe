import { ApiError, useErrorText } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';

/**
 * The text of a failed settings call: a network problem says so, else the server's code in the
 * current language (or its own detail), else the call's own text, `fallback`.
 */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('host-settings');
  const errorText = useErrorText();
  return (error, fallback) =>
    error instanceof ApiError && error.status === null
      ? t('networkError')
      : errorText(error, fallback);
}
