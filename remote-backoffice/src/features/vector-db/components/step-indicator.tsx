import { useTranslation } from 'react-i18next';
import { NS } from '../checkpoint-texts';

export const WIZARD_STEPS = ['files', 'validation', 'analysis', 'importing', 'completed'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The wizard's steps in order: those passed, the current one (aria-current) and those ahead. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation(NS);
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="bo-ci-steps" aria-label={t('steps.label')}>
      {WIZARD_STEPS.map((step, position) => {
        const state = position < index ? 'done' : position === index ? 'current' : 'ahead';
        return (
          <li
            key={step}
            className={`bo-ci-steps__item bo-ci-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="bo-ci-steps__number" aria-hidden="true">
              {position + 1}
            </span>
            <span className="bo-ci-steps__label">{t(`steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
