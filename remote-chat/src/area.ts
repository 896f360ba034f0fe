import { defineArea } from '@lyceum/platform';
import './locales';

/** What the host mounts at the chat's base path (and the dev shell alike). */
export const area = defineArea({
  namespace: 'chat',
  // Relative to the mount point; each page loads on its first visit and names the window.
  routes: [{ path: '', load: () => import('./features/chat/chat-page'), titleKey: 'chat.title' }],
  navigation: [{ to: '', labelKey: 'nav.chat' }],
});
