import { registerLocales } from '@lyceum/platform';

/**
 * Registers every src/locales/<lng>/*.json of this remote: chat.json is namespace `chat`,
 * discover.json `chat-discover`, conversation.json `chat-conversation`.
 */
registerLocales('chat', import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ }));
