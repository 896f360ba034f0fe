import { useTranslation } from 'react-i18next';
import { RESEND_RESULT_KEYS, type ResendState } from './use-resend-verification';

/** Always in the page, so the answer to a resend is announced politely when it arrives. */
export function ResendResult({
  result,
}: {
  result: Exclude<ResendState, 'idle' | 'sending'> | null;
}) {
  const { t } = useTranslation('auth');
  const failed = result !== null && result !== 'sent';
  return (
    <p role="status" className={`auth-result${failed ? ' auth-result--error' : ''}`}>
      {result && t(RESEND_RESULT_KEYS[result])}
    </p>
  );
}
