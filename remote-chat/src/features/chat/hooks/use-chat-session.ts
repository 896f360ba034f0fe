import { useLanguage } from '@lyceum/platform';
import { useEffect, useRef, useState } from 'react';
import type { CharacterInfo, ChatMessage } from '@lyceum/contracts';
import { streamChat } from '../api/stream-chat';
import { useResetConversation } from '../api/reset-conversation';
import { localId, shownMessages, type ShownMessage } from '../shown-message';

/** What failed last: sending a message or starting a new conversation. */
export interface ChatFailure {
  kind: 'send' | 'reset';
  error: unknown;
}

export interface ChatSession {
  messages: ShownMessage[];
  /** An answer is on its way. */
  sending: boolean;
  resetting: boolean;
  failure: ChatFailure | null;
  /** Sends the message unless it is blank or an answer is on its way; true when it left. */
  send: (text: string) => boolean;
  /** Stops the answer on its way, keeping what was written. */
  stop: () => void;
  /** Forgets the conversation, on the server and here; false when the server refused. */
  newConversation: () => Promise<boolean>;
  dismissFailure: () => void;
}

/**
 * A conversation with one persona, from the messages the server kept: each message sent shows
 * at once, followed by the persona's answer as it streams (its sources first, then its text).
 * Answers are asked in the interface's language.
 */
export function useChatSession(character: CharacterInfo, restored: ChatMessage[]): ChatSession {
  const { language } = useLanguage();
  const [messages, setMessages] = useState(() => shownMessages(restored));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  // The answer on its way; also what keeps a second Enter from sending twice before a render.
  const inFlight = useRef<AbortController | null>(null);
  const reset = useResetConversation();

  // Leaving the page (or the persona) stops the answer.
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || inFlight.current || reset.isPending) return false;
    const controller = new AbortController();
    inFlight.current = controller;
    const answerId = localId();
    const timestamp = new Date().toISOString();
    const about = { timestamp, character: character.name, state: 'done' as const };
    setMessages((list) => [
      ...list,
      { ...about, id: localId(), type: 'user', content: message },
      { ...about, id: answerId, type: 'character', content: '', state: 'streaming' },
    ]);
    setSending(true);
    setFailure(null);

    const patch = (change: (answer: ShownMessage) => ShownMessage) =>
      setMessages((list) => list.map((item) => (item.id === answerId ? change(item) : item)));

    streamChat(
      { character: character.name, message, language },
      {
        signal: controller.signal,
        onReferences: ({ references }) => patch((answer) => ({ ...answer, references })),
        onDelta: (piece) => patch((answer) => ({ ...answer, content: answer.content + piece })),
      },
    )
      .then((done) =>
        patch((answer) => ({
          ...answer,
          content: done.response,
          references: done.references,
          counterpoints: done.counterpoints,
          suggestions: done.suggestions,
          unsupported: done.unsupported,
          fallback: done.fallback,
          state: 'done',
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) {
          patch((answer) => ({ ...answer, state: 'stopped' }));
        } else {
          patch((answer) => ({ ...answer, content: '', state: 'failed' }));
          setFailure({ kind: 'send', error });
        }
      })
      .finally(() => {
        inFlight.current = null;
        setSending(false);
      });
    return true;
  };

  const newConversation = async (): Promise<boolean> => {
    if (inFlight.current) return false;
    setFailure(null);
    try {
      await reset.mutateAsync(character.slug);
      setMessages([]);
      return true;
    } catch (error) {
      setFailure({ kind: 'reset', error });
      return false;
    }
  };

  return {
    messages,
    sending,
    resetting: reset.isPending,
    failure,
    send,
    stop: () => inFlight.current?.abort(),
    newConversation,
    dismissFailure: () => setFailure(null),
  };
}
