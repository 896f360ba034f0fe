import { codeText, useLanguage } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { Button, Toast } from '@lyceum/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';
import { ResendResult } from './resend-result';

/**
 * Sign-in refused until the address is confirmed: says so and offers a new link for `login`.
 * It takes the focus when it appears, so the next Tab reaches the resend button.
 */
export function UnverifiedNotice({ login }: { login: string }) {
  const { t } = useTranslation('public-auth');
  const { language } = useLanguage();
  const resend = useMutation({ mutationFn: () => resendVerification(login, language) });
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="auth-notice">
      <Toast tone="error">{codeText('auth.email_unverified')}</Toast>
      <Button
        variant="secondary"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {t('resend.action')}
      </Button>
      <ResendResult sent={resend.isSuccess} failure={resend.error} />
    </div>
  );
}
