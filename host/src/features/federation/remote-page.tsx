import type { RemoteName } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { Suspense, use, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { releaseBootShell } from '../../app/boot-shell';
import { forgetRemote, loadRemotePages } from './load-remote-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

interface RemotePageProps {
  remote: RemoteName;
  /** The key of the page in the remote's `pages` map (its path relative to the mount point). */
  page: string;
}

function RemotePageContent({ remote, page }: RemotePageProps) {
  const pages = use(loadRemotePages(remote));
  const Page = pages[page];
  // The page is in the DOM: it replaces the boot shell before the next paint.
  useLayoutEffect(releaseBootShell, []);
  return Page ? <Page /> : <Navigate to="/" replace />;
}

/** One area of the shell: the remote page, its loading state, and its own failure panel. */
export function RemotePage({ remote, page }: RemotePageProps) {
  const { t } = useTranslation('shell');
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
      <Suspense fallback={<Loading text={t('loading')} />}>
        <RemotePageContent remote={remote} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
