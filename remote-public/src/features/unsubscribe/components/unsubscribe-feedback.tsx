import type { FormState } from '@lyceum/platform';
import { Button, TextArea } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { UNSUBSCRIBE_REASONS } from '../api/unsubscribe';
import { StepHeading } from '../../../components/step-heading';
import { NeedsScript } from '../../../components/needs-script';

interface UnsubscribeFeedbackProps {
  form: FormState<{ reason: string; feedback: string }, void>;
  /** Unsubscribes without a reason. */
  onSkip: () => void;
}

/**
 * The optional feedback step: one of five reasons, "Other" with free text. It opens in place of
 * the button that asked for it, so its heading (which also names the choices) takes the focus.
 */
export function UnsubscribeFeedback({ form, onSkip }: UnsubscribeFeedbackProps) {
  const { t } = useTranslation('public-newsletter');
  const headingId = 'unsubscribe-feedback-heading';
  const { reason } = form.values;
  return (
    <form onSubmit={form.handleSubmit}>
      <NeedsScript />
      <StepHeading level={2} id={headingId}>
        {t('unsubscribe.feedbackLegend')}
      </StepHeading>
      <fieldset disabled={form.submitting} aria-labelledby={headingId}>
        {UNSUBSCRIBE_REASONS.map((value) => (
          <label key={value} className="token-card__reason">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => form.setValue('reason', value)}
            />
            {t(`unsubscribe.reasons.${value}`)}
          </label>
        ))}
        {reason === 'other' && (
          <TextArea
            label={t('unsubscribe.otherLabel')}
            maxLength={500}
            rows={3}
            {...form.field('feedback')}
          />
        )}
      </fieldset>
      <div className="token-card__actions">
        <Button type="submit" variant="danger" loading={form.submitting}>
          {form.submitting ? t('unsubscribe.submitting') : t('unsubscribe.submitFeedback')}
        </Button>
        <Button variant="secondary" disabled={form.submitting} onClick={onSkip}>
          {t('unsubscribe.skipFeedback')}
        </Button>
      </div>
    </form>
  );
}
