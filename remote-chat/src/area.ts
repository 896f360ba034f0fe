import { defineArea } from '@lyceum/platform';
import './locales';

/** What the host mounts at the chat's base path (and the dev shell alike). */
export const area = defineArea({
  namespace: 'chat',
  // Relative to the mount point; each page loads on its first visit.
  routes: [{ path: '', load: () => import('./features/chat/chat-page') }],
  navigation: [{ to: '', labelKey: 'nav.chat' }],
});
