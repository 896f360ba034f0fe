import type { ImportJob } from '@lyceum/contracts';
import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { NS, useFormat } from '../checkpoint-texts';

export interface ImportingStepProps {
  /** The last answer of the job's polling; none before the first. */
  job: ImportJob | undefined;
  /** Set once the polling has ended on a refusal: the admin can only start over. */
  onStartOver?: (() => void) | undefined;
}

/** A running import: its progress bar, the job's message and its current step. */
export function ImportingStep({ job, onStartOver }: ImportingStepProps) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const progress = Math.min(100, Math.max(0, job?.progress_percentage ?? 0));

  return (
    <div className="bo-ci-importing">
      <div className="bo-ci-progress">
        <div
          className="bo-ci-progress__track"
          role="progressbar"
          aria-label={t('importing.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={format.percent(progress)}
        >
          <div className="bo-ci-progress__bar" style={{ width: `${progress}%` }} />
        </div>
        <span className="bo-ci-progress__value" aria-hidden="true">
          {format.percent(progress)}
        </span>
      </div>
      <p className="bo-ci-importing__message" role="status">
        {job ? job.message : t('importing.starting')}
      </p>
      {job && (
        <p className="bo-muted">
          {t('importing.step', { step: t(`importing.steps.${job.current_step}`) })}
        </p>
      )}
      {onStartOver && (
        <div className="bo-ci-actions">
          <Button variant="secondary" onClick={onStartOver}>
            {t('analysis.startOver')}
          </Button>
        </div>
      )}
    </div>
  );
}
