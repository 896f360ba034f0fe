import { Loading } from '@lyceum/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisStep } from './analysis-step';
import { CompletedStep } from './completed-step';
import { FilesStep } from './files-step';
import { ImportingStep } from './importing-step';
import { StepIndicator } from './step-indicator';
import { ValidationSummary } from './validation-summary';
import { NS } from '../checkpoint-texts';
import { useCheckpointWizard } from '../hooks/use-checkpoint-wizard';
import '../checkpoint-import.css';

/**
 * The checkpoint import wizard: choose the two files, validate them (a valid checkpoint is
 * analyzed at once), tick the conflicting books to replace, then follow the import job until it
 * completes or fails. The step list shows where the admin is; each new step's heading takes the
 * focus, so keyboard and screen reader users follow along.
 */
export function CheckpointImport({ onViewCollections }: { onViewCollections: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const wizard = useCheckpointWizard();
  const { shown, finished } = wizard;

  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(shown);
  useEffect(() => {
    if (previous.current === shown) return;
    previous.current = shown;
    heading.current?.focus();
  }, [shown]);

  const stepTitle =
    shown === 'completed' && finished?.status !== 'completed'
      ? t('titles.failed')
      : t(`titles.${shown}`);

  return (
    <section className="bo-ci" aria-labelledby={titleId}>
      <h2 id={titleId} className="bo-section-title">
        {t('title')}
      </h2>
      <p className="bo-muted bo-ci-intro">{t('intro')}</p>
      <StepIndicator current={shown} />
      <div className="ly-card bo-ci-body">
        <h3 ref={heading} tabIndex={-1} className="bo-ci-step-title">
          {stepTitle}
        </h3>
        {wizard.problemText && (
          <p role="alert" className="bo-error">
            {wizard.problemText}
          </p>
        )}
        {/* Kept mounted from files to validation and back, so the chosen files stay shown. */}
        {(shown === 'files' || shown === 'validation') && (
          <FilesStep
            key={wizard.round}
            snapshot={wizard.snapshot}
            metadata={wizard.metadata}
            onSnapshot={wizard.setSnapshot}
            onMetadata={wizard.setMetadata}
            onValidate={wizard.runValidation}
            busy={shown === 'validation'}
          />
        )}
        {shown === 'validation' && (
          <Loading text={t(wizard.validating ? 'validation.running' : 'validation.analyzing')} />
        )}
        {(shown === 'validation' || shown === 'analysis') && wizard.validation?.is_valid && (
          <ValidationSummary validation={wizard.validation} />
        )}
        {shown === 'analysis' && wizard.analysis && (
          <AnalysisStep
            analysis={wizard.analysis}
            ticked={wizard.ticked}
            onToggle={wizard.toggle}
            onStart={wizard.runImport}
            onStartOver={wizard.startOver}
            starting={wizard.starting}
          />
        )}
        {shown === 'importing' && wizard.monitorText && (
          <p role="alert" className="bo-error">
            {wizard.monitorText}
          </p>
        )}
        {shown === 'importing' && (
          <ImportingStep
            job={wizard.job}
            onStartOver={wizard.monitorEnded ? wizard.startOver : undefined}
          />
        )}
        {shown === 'completed' && finished && (
          <CompletedStep
            job={finished}
            refreshPhase={wizard.refresh.phase}
            refreshAsked={wizard.refresh.manual}
            onViewCollections={onViewCollections}
            onRefresh={wizard.refreshCollections}
            onImportAnother={wizard.startOver}
          />
        )}
      </div>
    </section>
  );
}
