import { defineArea } from '@lyceum/platform';
import './locales';

/**
 * What the host mounts at the back office's base path, for administrators only (and the dev shell
 * alike). Its persona and vector-database views are switched inside the page, not by route.
 */
export const area = defineArea({
  namespace: 'backoffice',
  routes: [
    {
      path: '',
      load: () => import('./features/dashboard/back-office-page'),
      titleKey: 'dashboard.title',
    },
  ],
  // No entry: the back office is reached from the user menu, and the sidebar's sections are
  // Discover, Chat and Academy only.
  navigation: [],
});
