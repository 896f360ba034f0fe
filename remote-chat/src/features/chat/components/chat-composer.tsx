import { CHAT_MESSAGE_MAX } from '@lyceum/contracts/constants';
import { Button, Field } from '@lyceum/ui';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The count of characters shows from this length on, close to the limit. */
export const COUNT_SHOWN_FROM = Math.floor(CHAT_MESSAGE_MAX * 0.9);

interface ChatComposerProps {
  /** The persona's name; none while no persona is chosen (nothing can be sent). */
  name: string | null;
  /** An answer is on its way: nothing more can be sent, and it can be stopped. */
  sending: boolean;
  /** Sends the text; true when it left, which empties the box. */
  onSend: (text: string) => boolean;
  /** Stops the answer on its way; without it, Send stays (disabled) while one is on its way. */
  onStop?: () => void;
  input: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Nothing is sent when the message is
 * blank, an answer is on its way or no persona is chosen. Focus stays in the box after sending
 * and comes back to it after Stop.
 */
export function ChatComposer({ name, sending, onSend, onStop, input }: ChatComposerProps) {
  const { t } = useTranslation('chat-conversation');
  const [text, setText] = useState('');
  const blocked = name === null || sending || !text.trim();

  const submit = () => {
    if (blocked || !onSend(text)) return;
    setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While a word is being composed (Japanese, say), Enter confirms it and sends nothing.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const hint = (
    <>
      {t('composer.hint')}
      {text.length >= COUNT_SHOWN_FROM && (
        <>
          {' '}
          <span className="chat-composer__count" aria-hidden="true">
            {t('composer.count', { length: text.length, max: CHAT_MESSAGE_MAX })}
          </span>
          <span className="ly-visually-hidden">
            {t('composer.countLabel', { length: text.length, max: CHAT_MESSAGE_MAX })}
          </span>
        </>
      )}
    </>
  );

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t('composer.label')} hint={hint}>
        {({ id, describedBy }) => (
          <textarea
            ref={input}
            id={id}
            className="ly-input chat-composer__input"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            placeholder={
              name === null ? t('composer.placeholderNone') : t('composer.placeholder', { name })
            }
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <div className="chat-composer__actions">
        {sending && onStop ? (
          <Button
            variant="secondary"
            onClick={() => {
              onStop();
              input.current?.focus();
            }}
          >
            {t('composer.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={blocked} loading={sending}>
            {t('composer.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
