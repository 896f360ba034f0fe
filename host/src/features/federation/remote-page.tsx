import type { RemoteName } from '@lyceum/platform';
import { use, useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { releaseBootShell } from '../../app/boot-shell';
import { QueryScope } from '../query/query-scope';
import { loadPages } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

interface RemotePageProps {
  remote: RemoteName;
  /** The key of the page in the remote's `pages` map (its path). */
  page: string;
}

function RemotePageContent({ remote, page }: RemotePageProps) {
  const pages = use(loadPages(remote));
  const Page = pages[page];
  // The page is in the DOM: it replaces the boot shell before the next paint.
  useLayoutEffect(releaseBootShell, []);
  return Page ? (
    <QueryScope>
      <Page />
    </QueryScope>
  ) : (
    <Navigate to="/" replace />
  );
}

/** One page of a remote that exposes a page map (the public site). */
export function RemotePage({ remote, page }: RemotePageProps) {
  return (
    <RemoteBoundary remote={remote}>
      <RemotePageContent remote={remote} page={page} />
    </RemoteBoundary>
  );
}
