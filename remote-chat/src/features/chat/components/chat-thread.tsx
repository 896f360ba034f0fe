import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from '../shown-message';
import { ChatBubble } from './chat-bubble';

/** How close to the end (in pixels) still counts as reading the newest message. */
const FOLLOW_DISTANCE = 48;

interface ChatThreadProps {
  messages: readonly ShownMessage[];
  /** The persona's name as the interface's language writes it, and its slug. */
  name: string;
  slug: string;
  /** Asks the persona a question offered under an answer. */
  onAsk: (question: string) => void;
  /** An answer is arriving: the log is busy, so it is announced once, when it is complete. */
  sending: boolean;
}

/**
 * The conversation, oldest first, in a scrolling log that keeps the newest message in view,
 * unless the learner has scrolled up to read an earlier one. It is a polite live region, busy
 * while an answer streams, so screen readers read the answer when it is whole rather than at
 * each piece.
 */
export function ChatThread({ messages, name, slug, sending, onAsk }: ChatThreadProps) {
  const { t } = useTranslation('chat-conversation');
  const log = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const count = messages.length;

  // A new message (the learner's, or the start of an answer) brings the end back into view.
  useLayoutEffect(() => {
    follow.current = true;
  }, [count]);
  useLayoutEffect(() => {
    const element = log.current;
    if (element && follow.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={log}
      className="chat-thread"
      role="log"
      aria-live="polite"
      aria-busy={sending}
      aria-label={t('thread.label', { name })}
      // A scrolling region is reachable from the keyboard, to scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        const left = element.scrollHeight - element.scrollTop - element.clientHeight;
        follow.current = left < FOLLOW_DISTANCE;
      }}
    >
      {count === 0 ? (
        <p className="chat-muted chat-thread__start">{t('thread.start', { name })}</p>
      ) : (
        <ol className="chat-thread__list">
          {messages.map((message, index) => (
            <ChatBubble
              key={message.id}
              message={message}
              name={name}
              slug={slug}
              number={index + 1}
              onAsk={onAsk}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
