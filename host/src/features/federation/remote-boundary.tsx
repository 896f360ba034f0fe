import type { RemoteName } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetRemote } from './load-remote';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

/** One remote's part of the shell: its loading state and its own failure panel with Retry. */
export function RemoteBoundary({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const { t } = useTranslation('host-shell');
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${remote}-${attempt}`}
      fallback={<RemoteFallback remote={remote} onRetry={retry} />}
    >
      <Suspense fallback={<Loading text={t('loading')} />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}
