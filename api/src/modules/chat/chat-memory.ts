import { CHAT_HISTORY_MAX, CHAT_HISTORY_TTL_SECONDS, type ChatMessage } from '@lyceum/contracts';
import type { KeyValueStore } from '../../store/store';

/**
 * What each learner said to each persona and was answered, kept in the shared store (Redis, or
 * the in-process map): the last `CHAT_HISTORY_MAX` messages, forgotten `CHAT_HISTORY_TTL_SECONDS`
 * after the last one.
 */
export function createChatMemory(store: KeyValueStore) {
  const key = (userId: number, personaId: number) => `chat:${userId}:${personaId}`;

  const read = async (userId: number, personaId: number): Promise<ChatMessage[]> => {
    const stored = await store.get(key(userId, personaId));
    if (stored === null) return [];
    try {
      const messages = JSON.parse(stored) as unknown;
      return Array.isArray(messages) ? (messages as ChatMessage[]) : [];
    } catch {
      return [];
    }
  };

  return {
    /** The conversation, oldest first; empty when there is none. */
    read,

    /** Adds messages at the end, keeping the last `CHAT_HISTORY_MAX`. */
    async append(userId: number, personaId: number, messages: readonly ChatMessage[]) {
      const kept = [...(await read(userId, personaId)), ...messages].slice(-CHAT_HISTORY_MAX);
      await store.set(key(userId, personaId), JSON.stringify(kept), CHAT_HISTORY_TTL_SECONDS);
    },

    clear: (userId: number, personaId: number) => store.del(key(userId, personaId)),
  };
}

export type ChatMemory = ReturnType<typeof createChatMemory>;
