import { addResources, defineArea, type AreaNavEntry, type AreaRoute } from '@lyceum/platform';
import './locales';

/**
 * The Academy's pages, relative to where the host mounts it; each loads on its first visit and
 * names the window after its title.
 */
const routes: AreaRoute[] = [
  { path: '', load: () => import('./features/library/library-page'), titleKey: 'library.title' },
  { path: 'import', load: () => import('./features/import/import-page'), titleKey: 'import.title' },
  {
    path: 'challenge',
    load: () => import('./features/challenge/challenge-page'),
    titleKey: 'challenge.title',
  },
];

const navigation: AreaNavEntry[] = [
  { to: '', labelKey: 'nav.library' },
  { to: 'import', labelKey: 'nav.import' },
  { to: 'challenge', labelKey: 'nav.challenge' },
];

// A build made with LYCEUM_FIXTURE=extra-page has one more page, for the browser test that ships
// this remote alone. The condition is a constant once built, so any other build drops this branch
// and never contains the fixture page or its texts.
if (process.env.LYCEUM_FIXTURE === 'extra-page') {
  addResources('academy', {
    en: { academy: { nav: { fixture: 'Fixture page' } } },
    fr: { academy: { nav: { fixture: 'Page de test' } } },
  });
  routes.push({
    path: 'fixture',
    load: () => import('./fixtures/fixture-page'),
    titleKey: 'nav.fixture',
  });
  navigation.push({ to: 'fixture', labelKey: 'nav.fixture' });
}

/** What the host mounts at the Academy's base path (and the dev shell alike). */
export const area = defineArea({
  namespace: 'academy',
  routes,
  navigation,
});
