import { Button, TextArea } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSUBSCRIBE_REASONS, type UnsubscribeReason } from '../api/unsubscribe-newsletter';

interface UnsubscribeFeedbackProps {
  submitting: boolean;
  onSubmit: (reason: UnsubscribeReason | null, otherText: string) => void;
}

/** The optional feedback step: one of the spec's five reasons, "Other" with free text. */
export function UnsubscribeFeedback({ submitting, onSubmit }: UnsubscribeFeedbackProps) {
  const { t } = useTranslation('newsletter');
  const [reason, setReason] = useState<UnsubscribeReason | null>(null);
  const [otherText, setOtherText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(reason, otherText);
  }

  return (
    <form onSubmit={handleSubmit}>
      <fieldset disabled={submitting}>
        <legend>{t('unsubscribe.feedbackLegend')}</legend>
        {UNSUBSCRIBE_REASONS.map((value) => (
          <label key={value} className="token-card__reason">
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`unsubscribe.reasons.${value}`)}
          </label>
        ))}
        {reason === 'other' && (
          <TextArea
            label={t('unsubscribe.otherLabel')}
            value={otherText}
            maxLength={500}
            rows={3}
            onChange={(event) => setOtherText(event.target.value)}
          />
        )}
      </fieldset>
      <div className="token-card__actions">
        <Button type="submit" variant="danger" loading={submitting}>
          {submitting ? t('unsubscribe.submitting') : t('unsubscribe.submitFeedback')}
        </Button>
        <Button variant="secondary" disabled={submitting} onClick={() => onSubmit(null, '')}>
          {t('unsubscribe.skipFeedback')}
        </Button>
      </div>
    </form>
  );
}
