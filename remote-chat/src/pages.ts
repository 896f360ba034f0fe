import './locales';
import type { RemotePages } from '@lyceum/platform';
import { ChatPage } from './features/chat/chat-page';

/** What the host mounts: page key (path relative to the mount point) → component. */
export const pages: RemotePages = {
  chat: ChatPage,
};
