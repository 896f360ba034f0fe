import type { ImportJob } from '@lyceum/contracts';
import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { NS, useFormat } from '../checkpoint-texts';
import type { RefreshPhase } from '../hooks/use-collections-refresh';

export interface CompletedStepProps {
  job: ImportJob;
  refreshPhase: RefreshPhase;
  /** Whether the running refresh was asked with Refresh Collections. */
  refreshAsked: boolean;
  onViewCollections: () => void;
  onRefresh: () => void;
  onImportAnother: () => void;
}

/**
 * A finished import: what it imported and how long it took, or why it failed; then the way to the
 * collections, a refresh of them, and another import.
 */
export function CompletedStep({
  job,
  refreshPhase,
  refreshAsked,
  onViewCollections,
  onRefresh,
  onImportAnother,
}: CompletedStepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const completed = job.status === 'completed';
  const stats = job.stats;

  return (
    <div className="bo-ci-completed">
      {completed ? (
        stats && (
          <dl className="bo-ci-facts">
            <div className="bo-ci-facts__item">
              <dt>{t('completed.ideasImported')}</dt>
              <dd>{format.count(stats.total_ideas_imported)}</dd>
            </div>
            <div className="bo-ci-facts__item">
              <dt>{t('completed.duration')}</dt>
              <dd>
                {t('completed.seconds', { seconds: format.seconds(stats.import_duration_seconds) })}
              </dd>
            </div>
            <div className="bo-ci-facts__item">
              <dt>{t('completed.booksAdded')}</dt>
              <dd>{format.count(stats.books_added)}</dd>
            </div>
            <div className="bo-ci-facts__item">
              <dt>{t('completed.booksReplaced')}</dt>
              <dd>{format.count(stats.books_replaced)}</dd>
            </div>
            <div className="bo-ci-facts__item">
              <dt>{t('completed.booksSkipped')}</dt>
              <dd>{format.count(stats.books_skipped)}</dd>
            </div>
          </dl>
        )
      ) : (
        <p role="alert" className="bo-error">
          {job.error_message || t('completed.failed')}
        </p>
      )}

      {completed && (
        <>
          <p role="status" className="bo-ci-refresh">
            {refreshPhase === 'refreshing' && t('completed.refreshing')}
            {refreshPhase === 'done' && t('completed.refreshed')}
          </p>
          {refreshPhase === 'failed' && (
            <p role="alert" className="bo-error">
              {t('errors.refresh')}
            </p>
          )}
        </>
      )}

      <div className="bo-ci-actions">
        <Button onClick={onViewCollections}>{t('completed.viewCollections')}</Button>
        {completed && (
          <Button
            variant="secondary"
            loading={refreshPhase === 'refreshing' && refreshAsked}
            onClick={onRefresh}
          >
            {t('completed.refreshCollections')}
          </Button>
        )}
        <Button variant="secondary" onClick={onImportAnother}>
          {t('completed.importAnother')}
        </Button>
      </div>
      {completed && <p className="bo-muted bo-ci-hint">{t('completed.hint')}</p>}
    </div>
  );
}
