import type { CheckpointAnalysis } from '@lyceum/contracts';
import { Button } from '@lyceum/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { importBlocked } from '../checkpoint-rules';
import { NS, useFormat } from '../checkpoint-texts';

export interface AnalysisStepProps {
  analysis: CheckpointAnalysis;
  /** Titles of the conflicting books ticked for replacement. */
  ticked: readonly string[];
  onToggle: (title: string) => void;
  onStart: () => void;
  onStartOver: () => void;
  starting: boolean;
}

/**
 * What the import would do: its size and date, the collections and books it adds, and the books
 * already present, each a tick box to replace it (none ticked at first).
 */
export function AnalysisStep({
  analysis,
  ticked,
  onToggle,
  onStart,
  onStartOver,
  starting,
}: AnalysisStepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const choiceId = useId();
  const blocked = importBlocked(analysis, ticked);
  const conflicts = analysis.books_with_conflicts;

  const names = (list: string[]) =>
    list.length ? (
      <ul className="bo-ci-list">
        {list.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ) : (
      t('analysis.none')
    );

  return (
    <div className="bo-ci-analysis">
      <dl className="bo-ci-facts">
        <div className="bo-ci-facts__item">
          <dt>{t('analysis.totalIdeas')}</dt>
          <dd>{format.count(analysis.total_ideas_in_checkpoint)}</dd>
        </div>
        <div className="bo-ci-facts__item">
          <dt>{t('analysis.exportDate')}</dt>
          <dd>{format.date(analysis.export_date)}</dd>
        </div>
        <div className="bo-ci-facts__item">
          <dt>{t('analysis.collectionsToCreate')}</dt>
          <dd>{names(analysis.collections_to_create)}</dd>
        </div>
        <div className="bo-ci-facts__item">
          <dt>{t('analysis.booksToAdd')}</dt>
          <dd>{names(analysis.books_to_add)}</dd>
        </div>
      </dl>

      {conflicts.length > 0 && (
        <fieldset className="bo-ci-conflicts">
          <legend className="bo-ci-subtitle">{t('analysis.conflicts')}</legend>
          <p className="bo-muted">{t('analysis.conflictsHint')}</p>
          <ul className="bo-ci-conflicts__list">
            {conflicts.map((title, index) => {
              const detail = analysis.conflict_details[title];
              const detailId = `${choiceId}-${index}`;
              return (
                <li key={title} className="bo-ci-conflict">
                  <label className="bo-ci-conflict__label">
                    <input
                      type="checkbox"
                      checked={ticked.includes(title)}
                      onChange={() => onToggle(title)}
                      aria-describedby={detail ? detailId : undefined}
                    />
                    <span className="bo-ci-conflict__title">{title}</span>
                  </label>
                  {detail && (
                    <p id={detailId} className="bo-ci-conflict__detail">
                      {t('analysis.conflict', {
                        existing: format.count(detail.existing_ideas),
                        new: format.count(detail.new_ideas),
                        action: t(`analysis.actions.${detail.recommended_action}`),
                      })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {blocked && (
        <p id={`${choiceId}-blocked`} className="bo-ci-note">
          {t('analysis.choiceRequired')}
        </p>
      )}
      <div className="bo-ci-actions">
        <Button
          loading={starting}
          disabled={blocked}
          aria-describedby={blocked ? `${choiceId}-blocked` : undefined}
          onClick={onStart}
        >
          {t('analysis.startImport')}
        </Button>
        <Button variant="secondary" onClick={onStartOver}>
          {t('analysis.startOver')}
        </Button>
      </div>
    </div>
  );
}
