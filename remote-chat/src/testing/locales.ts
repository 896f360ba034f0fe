// Jest cannot run webpack's import.meta.webpackContext, so tests register the same files by name,
// through the same platform call as src/locales/index.ts. Use: jest.mock('./locales', ...).
import { registerLocales } from '@lyceum/platform';
import enChat from '../locales/en/chat.json';
import enConversation from '../locales/en/conversation.json';
import enDiscover from '../locales/en/discover.json';
import frChat from '../locales/fr/chat.json';
import frConversation from '../locales/fr/conversation.json';
import frDiscover from '../locales/fr/discover.json';

const files: Record<string, unknown> = {
  './en/chat.json': enChat,
  './en/conversation.json': enConversation,
  './en/discover.json': enDiscover,
  './fr/chat.json': frChat,
  './fr/conversation.json': frConversation,
  './fr/discover.json': frDiscover,
};

registerLocales(
  'chat',
  Object.assign((id: string) => files[id], { keys: () => Object.keys(files) }),
);
