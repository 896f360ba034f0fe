import type { RemoteName } from '@lyceum/platform';
import { use, useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { releaseBootShell } from '../../app/boot-shell';
import { firstPageShown } from '../../app/take-over';
import { QueryScope } from '../query/query-scope';
import { loadPages } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

interface RemotePageProps {
  remote: RemoteName;
  /** The key of the page in the remote's `pages` map (its path). */
  page: string;
}

function RemotePageContent({ remote, page }: RemotePageProps) {
  const pages = use(loadPages(remote)).pages;
  const Page = pages[page];
  useLayoutEffect(() => {
    // The page is in the DOM: it replaces the boot shell before the next paint.
    releaseBootShell();
    // The first page of a prerendered document, just hydrated: the take-over's turn.
    firstPageShown();
  }, []);
  return Page ? (
    <QueryScope>
      <Page />
    </QueryScope>
  ) : (
    <Navigate to="/" replace />
  );
}

/**
 * Where the page goes when the host's frame is rendered on the server, at build time: the slot
 * the server that sends the document fills with the public remote's prerendered page. In the
 * browser the page itself takes that place, inside the same Suspense boundary, so the app takes
 * over the document's markup as it stands.
 */
function PageSlot() {
  return <template data-lyceum-page-slot="" />;
}

const PageContent = typeof window === 'undefined' ? PageSlot : RemotePageContent;

/** One page of a remote that exposes a page map (the public site). */
export function RemotePage({ remote, page }: RemotePageProps) {
  return (
    <RemoteBoundary remote={remote}>
      <PageContent remote={remote} page={page} />
    </RemoteBoundary>
  );
}
