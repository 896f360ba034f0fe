import { codeText } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import type { LinkFailure } from '../link-token';

const TEXTS = {
  unreachable: 'link.unreachableText',
  failed: 'link.failedText',
} as const;

interface LinkRetryProps {
  /** Why the link's token was not spent; the link itself is still good. */
  failure: Exclude<LinkFailure, 'invalid'>;
  onRetry: () => void;
}

/** An e-mailed link left unchecked (server unreachable, busy or limiting), with Try again. */
export function LinkRetry({ failure, onRetry }: LinkRetryProps) {
  const { t } = useTranslation('public-auth');
  return (
    <>
      <p role="alert">{failure === 'limited' ? codeText('rate_limited') : t(TEXTS[failure])}</p>
      <Button onClick={onRetry}>{t('link.retry')}</Button>
    </>
  );
}
