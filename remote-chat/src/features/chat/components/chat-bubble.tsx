import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownMessage } from '../shown-message';
import { AnswerText } from './answer-text';
import { Counterpoints } from './counterpoints';
import { SourcesPanel } from './sources-panel';

interface ChatBubbleProps {
  message: ShownMessage;
  /** The persona's name as the interface's language writes it, and its slug. */
  name: string;
  slug: string;
  /** The message's place in the conversation, from 1: it tells answers apart. */
  number: number;
  /** Asks the persona a question offered under an answer. */
  onAsk: (question: string) => void;
}

/** One message: the learner's, or the persona's answer with its sources and counterpoints. */
export function ChatBubble({ message, name, slug, number, onAsk }: ChatBubbleProps) {
  const { t } = useTranslation('chat-conversation');
  if (message.type === 'user') {
    return (
      <li className="chat-message chat-message--user">
        <p className="chat-message__who">{t('thread.you')}</p>
        <div className="chat-message__bubble">
          <p className="chat-answer__paragraph">{message.content}</p>
        </div>
      </li>
    );
  }
  return <AnswerBubble message={message} name={name} slug={slug} number={number} onAsk={onAsk} />;
}

function AnswerBubble({ message, name, slug, number, onAsk }: ChatBubbleProps) {
  const { t } = useTranslation('chat-conversation');
  const sourcesId = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<number | null>(null);
  const onFocused = useCallback(() => setFocus(null), []);
  const sources = message.references?.sources ?? [];
  const counterpoints = message.counterpoints ?? [];
  const suggestions = message.suggestions ?? [];

  let body;
  if (message.state === 'failed') body = <p>{t('thread.apology', { name })}</p>;
  else if (message.content) {
    body = (
      <AnswerText
        text={message.content}
        sourceCount={sources.length}
        sourcesId={sourcesId}
        onCite={(number) => {
          setOpen(true);
          setFocus(number);
        }}
      />
    );
  } else if (message.state === 'streaming') {
    body = <p className="chat-message__thinking">{t('thread.thinking', { name })}</p>;
  }

  return (
    <li
      className={['chat-message', 'chat-message--persona', `chat-message--${message.state}`].join(
        ' ',
      )}
    >
      <p className="chat-message__who">{name}</p>
      <div className="chat-message__bubble">
        {body}
        {message.state === 'stopped' && <p className="chat-message__note">{t('thread.stopped')}</p>}
        {message.state === 'done' && message.fallback && (
          <p className="chat-message__note">{t('thread.withoutModel', { name })}</p>
        )}
        {message.state === 'done' && (message.unsupported ?? 0) > 0 && (
          <p className="chat-message__note">
            {t('thread.unsupported', { count: message.unsupported })}
          </p>
        )}
      </div>
      {sources.length > 0 && (
        <SourcesPanel
          id={sourcesId}
          sources={sources}
          character={message.character}
          open={open}
          onToggle={() => setOpen((shown) => !shown)}
          focus={focus}
          onFocused={onFocused}
        />
      )}
      {suggestions.length > 0 && message.state === 'done' && (
        <div className="chat-suggestions">
          <p className="chat-suggestions__title">{t('suggestions.title', { name })}</p>
          <ul className="chat-suggestions__list">
            {suggestions.map((question) => (
              <li key={question}>
                <button type="button" className="chat-suggestion" onClick={() => onAsk(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {counterpoints.length > 0 && (
        <Counterpoints counterpoints={counterpoints} number={number} slug={slug} />
      )}
    </li>
  );
}
