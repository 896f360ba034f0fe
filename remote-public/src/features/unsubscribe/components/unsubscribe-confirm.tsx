import { useErrorText, useForm } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../lib/unreachable';
import {
  feedbackBody,
  unsubscribe,
  UNSUBSCRIBE_REASONS,
  type UnsubscribeReason,
} from '../api/unsubscribe';
import { UnsubscribeFeedback } from './unsubscribe-feedback';

const isReason = (value: string): value is UnsubscribeReason =>
  (UNSUBSCRIBE_REASONS as readonly string[]).includes(value);

interface UnsubscribeConfirmProps {
  token: string;
  email: string;
  onDone: () => void;
}

/**
 * The confirm view: unsubscribe in one click, or first say why (optional). A failure keeps the
 * view, so the visitor can try again.
 */
export function UnsubscribeConfirm({ token, email, onDone }: UnsubscribeConfirmProps) {
  const { t } = useTranslation('public-newsletter');
  const errorText = useErrorText();
  const [withFeedback, setWithFeedback] = useState(false);
  const form = useForm({
    id: 'unsubscribe',
    initialValues: { reason: '', feedback: '' },
    onSubmit: async ({ reason, feedback }) => {
      await unsubscribe(token, feedbackBody(isReason(reason) ? reason : null, feedback));
      onDone();
    },
    failureText: (error) =>
      isUnreachable(error)
        ? t('unsubscribe.failedRetry')
        : errorText(error, t('unsubscribe.failed')),
  });
  // One click sends no reason at all, exactly like the e-mail's one-click link.
  const sendWithoutReason = () => void form.submit({ reason: '', feedback: '' });

  return (
    <>
      <h1>{t('unsubscribe.title')}</h1>
      <p>{t('unsubscribe.confirmText', { email })}</p>
      {withFeedback ? (
        <UnsubscribeFeedback form={form} onSkip={sendWithoutReason} />
      ) : (
        <div className="token-card__actions">
          <Button variant="danger" loading={form.submitting} onClick={sendWithoutReason}>
            {form.submitting ? t('unsubscribe.submitting') : t('unsubscribe.confirmButton')}
          </Button>
          <Button
            variant="secondary"
            disabled={form.submitting}
            onClick={() => setWithFeedback(true)}
          >
            {t('unsubscribe.feedbackButton')}
          </Button>
        </div>
      )}
      {form.formError && (
        <p className="ps-notice ps-notice--error" role="alert">
          {form.formError}
        </p>
      )}
    </>
  );
}
