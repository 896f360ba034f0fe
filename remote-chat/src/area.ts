import { defineArea } from '@lyceum/platform';
import { DEBATE_SEGMENT } from './area-links';
import './locales';

const loadChat = () => import('./features/chat/chat-page');
const loadDebate = () => import('./features/chat/debate-page');

/** What the host mounts at the chat's base path (and the dev shell alike). */
export const area = defineArea({
  namespace: 'chat',
  // Relative to the mount point; each page loads on its first visit and names the window.
  routes: [
    { path: '', load: loadChat, titleKey: 'chat.title' },
    { path: ':persona', load: loadChat, titleKey: 'chat.title' },
    { path: `${DEBATE_SEGMENT}/:first/:second`, load: loadDebate, titleKey: 'debate.title' },
  ],
  navigation: [{ to: '', labelKey: 'nav.chat' }],
  // Discover, the signed-in home at `/` when the runtime config makes this area the home.
  home: { load: () => import('./features/discover/discover-page'), titleKey: 'discover.title' },
});
