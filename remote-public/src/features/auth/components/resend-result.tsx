import { useErrorText } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../lib/unreachable';

interface ResendResultProps {
  sent: boolean;
  /** What the last request threw, or null. */
  failure: unknown;
}

/** Always in the page, so the answer to a resend is announced politely when it arrives. */
export function ResendResult({ sent, failure }: ResendResultProps) {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const failed = failure !== null && failure !== undefined;
  let text = '';
  if (sent) text = t('resend.sent');
  else if (failed)
    text = isUnreachable(failure)
      ? t('errors.unreachable')
      : errorText(failure, t('resend.failed'));
  return (
    <p role="status" className={`auth-result${failed ? ' auth-result--error' : ''}`}>
      {text}
    </p>
  );
}
