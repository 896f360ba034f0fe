import type { Counterpoint } from '@lyceum/contracts';
import { COUNTERPOINT_STANCES } from '@lyceum/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chatPath, debatePath } from '../../../area-links';

interface CounterpointsProps {
  counterpoints: readonly Counterpoint[];
  /** The persona whose answer they stand under: a debate with each is one link away. */
  slug: string;
  /** The answer's place in the conversation: each answer's lists are told apart by it. */
  number: number;
}

/**
 * Other thinkers on the ideas an answer cited: those who disagree with one or qualify it
 * ("Counterpoints"), then those who agree ("Others who agree"), each with its stance, the note
 * of where they differ, the idea and the way to ask its persona. The lists are no landmarks:
 * each answer has its own, under headings.
 */
export function Counterpoints({ counterpoints, number, slug }: CounterpointsProps) {
  const differing = counterpoints.filter((point) => COUNTERPOINT_STANCES.includes(point.stance));
  const agreeing = counterpoints.filter((point) => !COUNTERPOINT_STANCES.includes(point.stance));
  return (
    <>
      {differing.length > 0 && (
        <CounterpointList kind="differ" points={differing} number={number} slug={slug} />
      )}
      {agreeing.length > 0 && (
        <CounterpointList kind="agree" points={agreeing} number={number} slug={slug} />
      )}
    </>
  );
}

function CounterpointList({
  kind,
  points,
  number,
  slug,
}: {
  kind: 'differ' | 'agree';
  points: readonly Counterpoint[];
  number: number;
  slug: string;
}) {
  const { t } = useTranslation('chat-conversation');
  const titleId = useId();
  return (
    <div className={`chat-counterpoints chat-counterpoints--${kind}`}>
      <h3 id={titleId} className="chat-counterpoints__title">
        {t(kind === 'differ' ? 'counterpoints.title' : 'counterpoints.agreeTitle')}
        <span className="ly-visually-hidden"> {t('counterpoints.ofAnswer', { number })}</span>
      </h3>
      <ul className="chat-counterpoints__list" aria-labelledby={titleId}>
        {points.map((point) => (
          <li key={`${point.slug}-${point.idea_id}`} className="chat-counterpoint">
            <p className="chat-counterpoint__thinker">
              <span className={`chat-stance chat-stance--${point.stance}`}>
                {t(`counterpoints.stance.${point.stance}`)}
              </span>{' '}
              {point.display_name}
            </p>
            <p className="chat-counterpoint__note">{point.note}</p>
            <blockquote className="chat-source__statement" lang={point.language}>
              {point.statement}
            </blockquote>
            <p className="chat-source__where">
              <cite>{point.book}</cite>
              {point.citation && <span>{point.citation}</span>}
            </p>
            <p className="chat-counterpoint__links">
              <Link to={chatPath(point.slug)}>
                {t('counterpoints.ask', { thinker: point.display_name })}
              </Link>
              <Link to={debatePath(slug, point.slug)}>
                {t('counterpoints.debate', { thinker: point.display_name })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
