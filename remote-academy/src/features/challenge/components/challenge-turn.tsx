import {
  CHALLENGE_CONFIDENCE,
  CHALLENGE_RESPONSE_TIME,
  FLASHCARD_TEXT_MAX,
  type ChallengeDirectionName,
} from '@lyceum/contracts/constants';
import { ApiError } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { Button, Field } from '@lyceum/ui';
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '../api/check-answer';
import { useFinalizeChallenge } from '../api/finalize-challenge';
import { finalVerdict, type ChallengeCard } from '../challenge-queue';
import type { ChallengeAction, Review } from '../challenge-state';
import { ReviewPanel } from './review-panel';
import { useFailureText } from '../hooks/use-failure-text';

/** The screen shows the back of the card and the learner types its front. */
const DIRECTION: ChallengeDirectionName = 'answer_on_recto';

export interface ChallengeTurnProps {
  card: ChallengeCard;
  review: Review | null;
  /** The edit dialog is open: the shortcuts wait. */
  editing: boolean;
  dispatch: Dispatch<ChallengeAction>;
  onEdit: () => void;
  /** The card was deleted meanwhile (the API answers 404): it leaves the session. */
  onCardGone: () => void;
}

/** Whether a failed call says the card no longer exists. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Whether typing in `element` writes into it (a field other than a read-only one). */
function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    const pressOnly = ['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color'];
    return !element.readOnly && !pressOnly.includes(element.type);
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * One card put in front of the learner (the page gives each turn a new key, so it starts blank):
 * the question (the card's back), the answer field and Submit Answer; once checked, the answer
 * is read-only and the verdict shows. Enter submits, then continues; R or W reverses the verdict
 * (again to undo); Ctrl+E or Cmd+E edits the card. The letter keys and Enter are left alone
 * while the edit dialog is open or while another field is being typed in.
 */
export function ChallengeTurn({
  card,
  review,
  editing,
  dispatch,
  onEdit,
  onCardGone,
}: ChallengeTurnProps) {
  const { t } = useTranslation('academy-challenge');
  const failureText = useFailureText();
  const questionId = useId();
  const answerRef = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState('');
  const check = useMutation({ mutationFn: checkAnswer });
  const finalize = useFinalizeChallenge();
  const flashcard = card.flashcard;

  const submit = () => {
    if (review || check.isPending) return;
    const typed = answer;
    check.mutate(
      {
        flashcard_id: flashcard.id,
        challenge_direction: DIRECTION,
        user_response: typed,
        response_time: CHALLENGE_RESPONSE_TIME,
        confidence_level: CHALLENGE_CONFIDENCE,
      },
      {
        onSuccess: (result) => {
          dispatch({ type: 'checked', answer: typed, result });
          answerRef.current?.focus();
        },
        onError: (error) => {
          if (isGone(error)) onCardGone();
        },
      },
    );
  };

  const proceed = () => {
    if (!review || finalize.isPending) return;
    const correct = finalVerdict(review.result, review.overridden);
    finalize.mutate(
      {
        flashcard_id: flashcard.id,
        is_correct: correct,
        confidence_level: CHALLENGE_CONFIDENCE,
        response_time: CHALLENGE_RESPONSE_TIME,
        user_answer: review.answer,
        challenge_direction: DIRECTION,
        was_overridden: review.overridden,
        original_validation_result: review.result.is_correct,
      },
      {
        onSuccess: (updated) =>
          dispatch({ type: 'finalized', correct, random: Math.random(), flashcard: updated }),
        onError: (error) => {
          if (isGone(error)) onCardGone();
        },
      },
    );
  };

  const toggleOverride = () => {
    if (review?.result.can_override && !finalize.isPending) dispatch({ type: 'toggleOverride' });
  };

  // Set up again on every render, so the handler always sees the current turn.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key === 'e') {
        // Keeps the browser's own Ctrl+E (its search field) from taking the keys.
        event.preventDefault();
        if (!editing) onEdit();
        return;
      }
      if (editing || !review || event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const inAnswer = target !== null && target === answerRef.current;
      if (target && !inAnswer && isTextField(target)) return;
      if (key === 'enter') {
        // A focused button or link does its own thing on Enter.
        if (!inAnswer && target?.closest('button, a[href], summary, [role="button"]')) return;
        event.preventDefault();
        proceed();
      } else if (key === (review.result.is_correct ? 'w' : 'r')) {
        event.preventDefault();
        toggleOverride();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const right = review ? finalVerdict(review.result, review.overridden) : null;
  const seenAgain = card.timesSeen > 1;
  const classes = ['ac-challenge-card'];
  if (right === true) classes.push('ac-challenge-card--right');
  else if (right === false) classes.push('ac-challenge-card--wrong');
  else if (seenAgain) classes.push('ac-challenge-card--again');

  return (
    <section className={classes.join(' ')} aria-labelledby={questionId}>
      <div className="ac-challenge-card__top">
        <h2 id={questionId} className="ac-challenge-card__label">
          {t('card.question')}
        </h2>
        {seenAgain && !review && (
          <p className="ac-challenge-card__seen">{t('card.seen', { count: card.timesSeen })}</p>
        )}
        <Button
          variant="ghost"
          className="ac-challenge-card__edit"
          aria-keyshortcuts="Control+E Meta+E"
          onClick={onEdit}
        >
          {t('card.edit')}
        </Button>
      </div>
      <p className="ac-challenge-card__question">{flashcard.verso}</p>
      <form
        className="ac-challenge-card__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (review) proceed();
          else submit();
        }}
      >
        <Field
          label={t('card.answer')}
          hint={review ? t('card.answerHintReview') : t('card.answerHint')}
        >
          {({ id, describedBy }) => (
            <input
              ref={answerRef}
              id={id}
              className="ly-input ac-challenge-card__answer"
              aria-describedby={describedBy}
              value={review ? review.answer : answer}
              readOnly={review !== null}
              maxLength={FLASHCARD_TEXT_MAX}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              // A new card is a new turn: the field takes the focus, the learner types at once.
              autoFocus
              onChange={(event) => setAnswer(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
                event.preventDefault();
                if (review) proceed();
                else submit();
              }}
            />
          )}
        </Field>
        {!review && (
          <div className="ac-challenge__actions">
            <Button type="submit" loading={check.isPending}>
              {t('card.submit')}
            </Button>
          </div>
        )}
        {!review && check.isError && (
          <p className="ac-error" role="alert">
            {failureText(check.error, 'errors.submit')}
          </p>
        )}
      </form>
      {review && (
        <ReviewPanel
          review={review}
          finalizing={finalize.isPending}
          error={finalize.isError ? failureText(finalize.error, 'errors.finalize') : null}
          onToggleOverride={toggleOverride}
          onContinue={proceed}
        />
      )}
    </section>
  );
}
