import { Button, Toast } from '@lyceum/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendResult } from './resend-result';
import { useResendVerification } from './use-resend-verification';

/**
 * Sign-in refused until the address is confirmed: says so and offers a new link for `login`.
 * It takes the focus when it appears, so the next Tab reaches the resend button.
 */
export function UnverifiedNotice({ login }: { login: string }) {
  const { t } = useTranslation('auth');
  const { state, result, resend } = useResendVerification();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="auth-notice">
      <Toast tone="error">{t('errors.emailUnverified')}</Toast>
      <Button
        variant="secondary"
        loading={state === 'sending'}
        disabled={state === 'sent'}
        onClick={() => resend(login)}
      >
        {t('resend.action')}
      </Button>
      <ResendResult result={result} />
    </div>
  );
}
