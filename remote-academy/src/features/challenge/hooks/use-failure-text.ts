import { useErrorText } from '@lyceum/platform';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type FailureKey = 'errors.load' | 'errors.submit' | 'errors.finalize';

/**
 * A failed call in words: what could not be done, followed by what the server said about it when
 * it said something the user can use (its code's text, or its own message).
 */
export function useFailureText() {
  const { t } = useTranslation('academy-challenge');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, key: FailureKey) => {
      const what = t(key);
      const why = errorText(error, what);
      return why === what ? what : `${what} ${why}`;
    },
    [t, errorText],
  );
}
