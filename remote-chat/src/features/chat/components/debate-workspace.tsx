import type { CharacterInfo, DebateRound } from '@lyceum/contracts';
import { ApiError, useErrorText, useLanguage } from '@lyceum/platform';
import { Button, Loading, Select } from '@lyceum/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { chatPath, debatePath } from '../../../area-links';
import { ChatComposer } from './chat-composer';
import { useDiscoverPersonas } from '../../discover/api/get-discover-personas';
import { useAskDebate, useDebate, useResetDebate } from '../api/debate-api';
import { DebateTurnBubble } from './debate-turn';

interface DebateWorkspaceProps {
  first: string;
  second: string;
}

/**
 * A debate between two personas: who they are (each can be changed for another), the rounds kept,
 * and the box that puts a question to both. A persona that does not exist, or the same one twice,
 * says so and leads back to the chat.
 */
export function DebateWorkspace({ first, second }: DebateWorkspaceProps) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const debate = useDebate(first, second);

  if (debate.isSuccess) {
    return (
      <DebateSession
        first={first}
        second={second}
        characters={debate.data.characters}
        restored={debate.data.rounds}
      />
    );
  }
  if (debate.isError) {
    // No such thinker, or the same one twice: there is nothing to try again.
    const status = debate.error instanceof ApiError ? debate.error.status : null;
    const missing = status === 400 || status === 404;
    return (
      <div className="chat-error-box">
        <p role="alert" className="chat-error">
          {errorText(debate.error, t('debate.failed'))}
        </p>
        {missing ? (
          <Link to={chatPath()}>{t('debate.backToChat')}</Link>
        ) : (
          <Button
            variant="secondary"
            loading={debate.isFetching}
            onClick={() => void debate.refetch()}
          >
            {t('thread.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <Loading text={t('debate.loading')} />;
}

interface DebateSessionProps extends DebateWorkspaceProps {
  characters: CharacterInfo[];
  restored: DebateRound[];
}

function DebateSession({ first, second, characters, restored }: DebateSessionProps) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const personas = useDiscoverPersonas();
  const [rounds, setRounds] = useState(restored);
  const [asked, setAsked] = useState<string | null>(null);
  const ask = useAskDebate();
  const reset = useResetDebate();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const [a, b] = characters;
  const names = t('debate.names', { first: a?.display_name, second: b?.display_name });

  // A new question or round brings the end of the debate into view.
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [rounds, asked]);

  const send = (text: string) => {
    const question = text.trim();
    if (!question || ask.isPending || !a || !b) return false;
    setAsked(question);
    ask.mutate(
      { characters: [a.slug, b.slug], message: question, language },
      {
        onSuccess: (round) => setRounds((list) => [...list, round]),
        onSettled: () => setAsked(null),
      },
    );
    return true;
  };

  const options = (
    personas.data ?? characters.map((c) => ({ slug: c.slug, display_name: c.display_name }))
  ).map((persona) => ({ value: persona.slug, label: persona.display_name }));
  const choose = (place: 0 | 1, slug: string) => {
    const pair: [string, string] = place === 0 ? [slug, second] : [first, slug];
    if (pair[0] !== pair[1]) void navigate(debatePath(...pair));
  };

  return (
    <div className="chat-debate">
      <div className="chat-debate__pair">
        <Select
          label={t('debate.first')}
          value={a?.slug ?? first}
          options={options.filter((option) => option.value !== (b?.slug ?? second))}
          onChange={(event) => choose(0, event.target.value)}
        />
        <Select
          label={t('debate.second')}
          value={b?.slug ?? second}
          options={options.filter((option) => option.value !== (a?.slug ?? first))}
          onChange={(event) => choose(1, event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={ask.isPending}
          loading={reset.isPending}
          onClick={() => reset.mutate({ first, second }, { onSuccess: () => setRounds([]) })}
        >
          {t('debate.new')}
        </Button>
      </div>
      <p className="chat-muted">{t('debate.intro')}</p>
      <div
        ref={log}
        className="chat-thread"
        role="log"
        aria-live="polite"
        aria-busy={ask.isPending}
        aria-label={t('debate.label', { names })}
        tabIndex={0}
      >
        {rounds.length === 0 && asked === null ? (
          <p className="chat-muted chat-thread__start">{t('debate.start', { names })}</p>
        ) : (
          <ol className="chat-thread__list">
            {rounds.flatMap((round, index) => [
              <li key={`${round.id}-q`} className="chat-message chat-message--user">
                <p className="chat-message__who">{t('thread.you')}</p>
                <div className="chat-message__bubble">
                  <p className="chat-answer__paragraph">{round.question}</p>
                </div>
              </li>,
              ...round.turns.map((turn, place) => (
                <DebateTurnBubble
                  key={`${round.id}-${place}`}
                  turn={turn}
                  round={index + 1}
                  characters={characters}
                />
              )),
            ])}
            {asked !== null && (
              <>
                <li className="chat-message chat-message--user">
                  <p className="chat-message__who">{t('thread.you')}</p>
                  <div className="chat-message__bubble">
                    <p className="chat-answer__paragraph">{asked}</p>
                  </div>
                </li>
                <li className="chat-message chat-message--persona chat-message--streaming">
                  <p className="chat-message__thinking">{t('debate.thinking', { names })}</p>
                </li>
              </>
            )}
          </ol>
        )}
      </div>
      {(ask.isError || reset.isError) && (
        <div className="chat-alert">
          <p role="alert">
            {errorText(
              ask.error ?? reset.error,
              t(ask.isError ? 'errors.send' : 'debate.resetFailed'),
            )}
          </p>
          <Button
            variant="ghost"
            onClick={() => {
              ask.reset();
              reset.reset();
            }}
          >
            {t('errors.dismiss')}
          </Button>
        </div>
      )}
      <ChatComposer name={names} sending={ask.isPending} onSend={send} input={input} />
    </div>
  );
}
