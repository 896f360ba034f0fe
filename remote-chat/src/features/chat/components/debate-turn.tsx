import type { CharacterInfo, DebateTurn } from '@lyceum/contracts';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerText } from './answer-text';
import { SourcesPanel } from './sources-panel';

interface DebateTurnProps {
  turn: DebateTurn;
  /** The round's place in the debate, from 1: it names the turn's sources apart. */
  round: number;
  characters: readonly CharacterInfo[];
}

/**
 * One turn of a debate: a thinker's answer, or its reply to the other (with the stance and the
 * note of where they differ), its markers opening its own sources.
 */
export function DebateTurnBubble({ turn, round, characters }: DebateTurnProps) {
  const { t } = useTranslation('chat-conversation');
  const sourcesId = useId();
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<number | null>(null);
  const onFocused = useCallback(() => setFocus(null), []);
  const sources = turn.references.sources;
  const other = characters.find((character) => character.name === turn.replying_to?.character);
  const who =
    turn.kind === 'reply'
      ? t('debate.replies', { name: turn.display_name, other: other?.display_name ?? '' })
      : t('debate.answers', { name: turn.display_name });
  return (
    <li
      className={[
        'chat-message',
        'chat-message--persona',
        'chat-message--done',
        `chat-debate__turn--${turn.kind}`,
      ].join(' ')}
    >
      <p className="chat-message__who">{who}</p>
      <div className="chat-message__bubble">
        {turn.replying_to && (
          <p className="chat-counterpoint__note">
            <span className={`chat-stance chat-stance--${turn.replying_to.stance}`}>
              {t(`counterpoints.stance.${turn.replying_to.stance}`)}
            </span>{' '}
            {turn.replying_to.note}
          </p>
        )}
        <AnswerText
          text={turn.response}
          sourceCount={sources.length}
          sourcesId={sourcesId}
          onCite={(number) => {
            setOpen(true);
            setFocus(number);
          }}
        />
      </div>
      {sources.length > 0 && (
        <SourcesPanel
          id={sourcesId}
          sources={sources}
          character={turn.character}
          label={t('debate.sourcesOf', { name: turn.display_name, round })}
          open={open}
          onToggle={() => setOpen((shown) => !shown)}
          focus={focus}
          onFocused={onFocused}
        />
      )}
    </li>
  );
}
