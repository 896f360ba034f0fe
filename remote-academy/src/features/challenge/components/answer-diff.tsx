import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffSegment } from '@lyceum/contracts';

/**
 * The learner's answer letter by letter against the expected one: letters in both plain, letters
 * missing from the answer inserted (underlined), extra letters deleted (struck through). Screen
 * readers do not announce insertions and deletions, so each marked run also says in words what it
 * is; a legend explains the marks to everyone.
 */
export function AnswerDiff({ diff }: { diff: readonly DiffSegment[] }) {
  const { t } = useTranslation('academy-challenge');
  const legendId = useId();
  if (diff.length === 0) return null;
  return (
    <div className="ac-challenge-diff">
      <p className="ac-challenge-review__label">{t('diff.title')}</p>
      <p className="ac-challenge-diff__text" aria-describedby={legendId}>
        {diff.map((segment, position) => {
          if (segment.kind === 'equal') return <span key={position}>{segment.text}</span>;
          const Mark = segment.kind === 'missing' ? 'ins' : 'del';
          return (
            <Mark key={position} className={`ac-challenge-diff__${segment.kind}`}>
              <span className="ly-visually-hidden">{t(`diff.${segment.kind}Start`)}</span>
              {segment.text}
              <span className="ly-visually-hidden">{t('diff.end')}</span>
            </Mark>
          );
        })}
      </p>
      <p id={legendId} className="ac-challenge-diff__legend">
        <span>
          <ins className="ac-challenge-diff__missing" aria-hidden="true">
            {t('diff.sample')}
          </ins>{' '}
          {t('diff.missing')}
        </span>{' '}
        <span>
          <del className="ac-challenge-diff__extra" aria-hidden="true">
            {t('diff.sample')}
          </del>{' '}
          {t('diff.extra')}
        </span>
      </p>
    </div>
  );
}
