import { useLanguage } from '@lyceum/platform';
import { useState } from 'react';
import { resendVerification } from './api/resend-verification';
import { isRateLimited, isUnreachable } from './error-codes';

export type ResendState = 'idle' | 'sending' | 'sent' | 'limited' | 'unreachable' | 'failed';

/** The `auth` key that reports each finished request, in the user's language. */
export const RESEND_RESULT_KEYS = {
  sent: 'resend.sent',
  limited: 'errors.rateLimited',
  unreachable: 'errors.unreachable',
  failed: 'resend.failed',
} as const;

/** Asks for a new confirmation link, in the interface language, and tracks the answer. */
export function useResendVerification() {
  const { language } = useLanguage();
  const [state, setState] = useState<ResendState>('idle');
  const resend = (login: string) => {
    setState('sending');
    resendVerification(login, language)
      .then(() => setState('sent'))
      .catch((error: unknown) =>
        setState(
          isRateLimited(error) ? 'limited' : isUnreachable(error) ? 'unreachable' : 'failed',
        ),
      );
  };
  const result = state === 'idle' || state === 'sending' ? null : state;
  return { state, result, resend };
}
