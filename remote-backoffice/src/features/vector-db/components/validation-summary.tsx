import type { CheckpointValidation } from '@lyceum/contracts';
import { useTranslation } from 'react-i18next';
import { NS, useFormat, useIssueText } from '../checkpoint-texts';

/** A passed validation: the files' sizes, whether the vectors fit, and any warnings. */
export function ValidationSummary({ validation }: { validation: CheckpointValidation }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const issueText = useIssueText();
  const size = (mb: number) => t('size', { size: format.mb(mb) });
  const warnings = validation.warnings.length
    ? validation.warnings.map(issueText)
    : validation.validation_warnings;

  return (
    <section className="bo-ci-panel" aria-label={t('validation.summary')}>
      <dl className="bo-ci-facts">
        <div className="bo-ci-facts__item">
          <dt>{t('validation.snapshotSize')}</dt>
          <dd>{size(validation.snapshot_file_size_mb)}</dd>
        </div>
        <div className="bo-ci-facts__item">
          <dt>{t('validation.metadataSize')}</dt>
          <dd>{size(validation.metadata_file_size_mb)}</dd>
        </div>
        <div className="bo-ci-facts__item">
          <dt>{t('validation.dimension')}</dt>
          <dd>
            {t(
              validation.vector_dimension_compatible
                ? 'validation.compatible'
                : 'validation.incompatible',
            )}
          </dd>
        </div>
      </dl>
      {warnings.length > 0 && (
        <div className="bo-ci-warnings">
          <h4 className="bo-ci-subtitle">{t('validation.warnings')}</h4>
          <ul className="bo-ci-list">
            {warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
