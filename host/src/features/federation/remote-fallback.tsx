import { DocumentTitle, type RemoteName } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseBootShell } from '../../app/boot-shell';
import { markTakenOver } from '../../app/take-over';

export interface RemoteFallbackProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown inside the shell, in place of an area whose remote is down or crashed. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('host-shell');
  useLayoutEffect(() => {
    releaseBootShell();
    // The panel is the app's, its Retry button with it, on a prerendered page too.
    markTakenOver();
  }, []);
  return (
    <section className="remote-fallback" role="alert" aria-labelledby={`remote-${remote}-title`}>
      <DocumentTitle title={t('remote.unavailableTitle')} />
      <h1 id={`remote-${remote}-title`}>{t('remote.unavailableTitle')}</h1>
      <p>{t('remote.unavailableText', { area: t(`remote.areas.${remote}`) })}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </section>
  );
}
