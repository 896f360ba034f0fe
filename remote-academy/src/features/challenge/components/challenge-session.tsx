import { Button } from '@lyceum/ui';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCard, finalVerdict, formatClock, tallyQueue } from '../challenge-queue';
import type { ChallengeAction, ChallengeState } from '../challenge-state';
import { ChallengeTurn } from './challenge-turn';

export interface ChallengeSessionProps {
  state: Extract<ChallengeState, { phase: 'session' }>;
  /** Time counted so far, in whole seconds. */
  seconds: number;
  editing: boolean;
  dispatch: Dispatch<ChallengeAction>;
  onEdit: () => void;
  /** The current card was deleted meanwhile. */
  onCardGone: () => void;
  onExit: () => void;
}

/**
 * A session under way: where the learner is in the queue, how many cards are done, the time
 * counted and Exit Session above the current card. The verdict of each answer is announced.
 */
export function ChallengeSession({
  state,
  seconds,
  editing,
  dispatch,
  onEdit,
  onExit,
  onCardGone,
}: ChallengeSessionProps) {
  const { t } = useTranslation('academy-challenge');
  const card = currentCard(state.queue);
  const tally = tallyQueue(state.queue);
  const { review } = state;

  let verdict = '';
  if (review) {
    verdict = finalVerdict(review.result, review.overridden)
      ? t('review.correct')
      : t('review.incorrect');
    if (review.overridden) verdict = `${verdict} ${t('review.overridden')}`;
  }

  return (
    <div className="ac-challenge-session">
      <div className="ac-challenge-head">
        <div className="ac-challenge-head__progress">
          <p className="ac-challenge-head__position">
            {t('session.position', { current: state.queue.index + 1, total: tally.cards })}
          </p>
          <p className="ac-challenge-head__done">
            {t('session.completed', { count: tally.completed })}
          </p>
          <progress
            className="ac-challenge-head__bar"
            max={tally.cards}
            value={tally.completed}
            aria-label={t('session.progressLabel')}
          />
        </div>
        <p className="ac-challenge-head__time">
          <span>{t('session.time')}</span>{' '}
          <time dateTime={`PT${seconds}S`}>{formatClock(seconds)}</time>
        </p>
        <Button variant="secondary" onClick={onExit}>
          {t('session.exit')}
        </Button>
      </div>
      <p className="ly-visually-hidden" role="status" aria-live="polite">
        {verdict}
      </p>
      {card && (
        <ChallengeTurn
          key={state.turn}
          card={card}
          review={review}
          editing={editing}
          dispatch={dispatch}
          onEdit={onEdit}
          onCardGone={onCardGone}
        />
      )}
    </div>
  );
}
