import { Button } from '@lyceum/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerDiff } from './answer-diff';
import { finalVerdict } from '../challenge-queue';
import type { Review } from '../challenge-state';

export interface ReviewPanelProps {
  review: Review;
  finalizing: boolean;
  /** Why recording the verdict failed, already in words. */
  error: string | null;
  onToggleOverride: () => void;
  onContinue: () => void;
}

/**
 * The verdict on an answer: right or wrong (after any override), the expected answer, the answer
 * compared letter by letter, the other accepted answers, the answers the learner rejected before,
 * which rule of the check decided, the override toggle and Continue.
 */
export function ReviewPanel({
  review,
  finalizing,
  error,
  onToggleOverride,
  onContinue,
}: ReviewPanelProps) {
  const { t } = useTranslation('academy-challenge');
  const verdictId = useId();
  const { result, overridden } = review;
  const right = finalVerdict(result, overridden);

  return (
    <div className="ac-challenge-review" aria-labelledby={verdictId} role="group">
      <h3
        id={verdictId}
        className={`ac-challenge-review__verdict ac-challenge-review__verdict--${right ? 'right' : 'wrong'}`}
      >
        <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
        {right ? t('review.correct') : t('review.incorrect')}
      </h3>
      {overridden && <p className="ac-challenge-review__overridden">{t('review.overridden')}</p>}
      <p className="ac-challenge-review__method">{t(`method.${result.validation_method}`)}</p>
      <p className="ac-challenge-review__label">{t('review.expected')}</p>
      <p className="ac-challenge-review__expected">{result.correct_answer}</p>
      {result.alternative_answers.length > 0 && (
        <p className="ac-challenge-review__more">
          {t('review.alternatives', { answers: result.alternative_answers.join(', ') })}
        </p>
      )}
      {result.false_positives.length > 0 && (
        <p className="ac-challenge-review__more">
          {t('review.rejected', { answers: result.false_positives.join(', ') })}
        </p>
      )}
      <AnswerDiff diff={result.diff} />
      <div className="ac-challenge__actions">
        {result.can_override && (
          <Button
            variant="secondary"
            aria-pressed={overridden}
            aria-keyshortcuts={result.is_correct ? 'W' : 'R'}
            disabled={finalizing}
            onClick={onToggleOverride}
          >
            {result.is_correct ? t('review.markWrong') : t('review.markRight')}
          </Button>
        )}
        <Button loading={finalizing} aria-keyshortcuts="Enter" onClick={onContinue}>
          {t('review.continue')}
        </Button>
      </div>
      {error && (
        <p className="ac-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
