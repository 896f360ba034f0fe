import { defineArea } from '@lyceum/platform';
import './locales';

const loadChat = () => import('./features/chat/chat-page');

/** What the host mounts at the chat's base path (and the dev shell alike). */
export const area = defineArea({
  namespace: 'chat',
  // Relative to the mount point; each page loads on its first visit and names the window.
  routes: [
    { path: '', load: loadChat, titleKey: 'chat.title' },
    { path: ':persona', load: loadChat, titleKey: 'chat.title' },
  ],
  navigation: [{ to: '', labelKey: 'nav.chat' }],
  // Discover, the signed-in home at `/` when the runtime config makes this area the home.
  home: { load: () => import('./features/discover/discover-page'), titleKey: 'discover.title' },
});
