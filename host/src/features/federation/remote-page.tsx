import type { RemoteName } from '@lyceum/platform';
import { use, useLayoutEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { releaseBootShell } from '../../app/boot-shell';
import {
  keepTypedText,
  markTakenOver,
  replayWaitingActions,
  takenOver,
  typedText,
} from '../../app/take-over';
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
  useLayoutEffect(() => {
    // The page is in the DOM: it replaces the boot shell before the next paint.
    releaseBootShell();
    if (takenOver()) return;
    // The first page of a prerendered document, just hydrated: its fields may hold text typed
    // before, read now, before anything renders the page again (a render writes the state's text
    // into its fields), and handed to the page's state once this commit is over; then what was
    // clicked meanwhile is clicked.
    const typed = typedText(document.getElementById('root') ?? document);
    markTakenOver();
    queueMicrotask(() => {
      keepTypedText(typed);
      replayWaitingActions();
    });
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
