import './locales';
import type { RemotePages } from '@lyceum/platform';
import { LibraryPage } from './features/library/library-page';
import { ImportPage } from './features/import/import-page';
import { ChallengePage } from './features/challenge/challenge-page';

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = {
  flashcards: LibraryPage,
  'flashcards/import': ImportPage,
  'flashcards/challenge': ChallengePage,
};
