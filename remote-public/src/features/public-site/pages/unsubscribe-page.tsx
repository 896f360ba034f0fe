import { Button, Loading } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  getUnsubscribeInfo,
  feedbackBody,
  unsubscribe,
  type UnsubscribeReason,
} from '../api/unsubscribe-newsletter';
import { TokenPageFrame } from '../components/token-page-frame';
import { toApiFailure } from '../lib/api-error';
import { useOnce } from '../../../lib/use-once';
import { UnsubscribeFeedback } from '../unsubscribe/unsubscribe-feedback';

type View =
  | { step: 'loading' }
  | { step: 'error'; messageKey: 'invalidLink' | 'loadFailed' }
  | { step: 'already'; email: string }
  | { step: 'confirm' | 'feedback'; email: string }
  | { step: 'done'; email: string };

export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<'failed' | 'failedRetry' | null>(null);

  useOnce(token, () => {
    getUnsubscribeInfo(token)
      .then((info) =>
        setView(
          info.already_unsubscribed
            ? { step: 'already', email: info.email }
            : { step: 'confirm', email: info.email },
        ),
      )
      .catch((error: unknown) => {
        const { status } = toApiFailure(error);
        const serverRefused = status !== null && status < 500;
        setView({ step: 'error', messageKey: serverRefused ? 'invalidLink' : 'loadFailed' });
      });
  });

  async function submit(email: string, reason: UnsubscribeReason | null, otherText: string) {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await unsubscribe(token, feedbackBody(reason, otherText));
      setView({ step: 'done', email });
    } catch (error) {
      setSubmitError(toApiFailure(error).status === null ? 'failedRetry' : 'failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <TokenPageFrame
      metaTitle={t('unsubscribe.metaTitle')}
      metaDescription={t('unsubscribe.metaDescription')}
      path={`/unsubscribe/${token}`}
      backLabel={t('unsubscribe.backHome')}
    >
      {view.step === 'loading' && (
        <>
          <h1 className="ps-sr-only">{t('unsubscribe.title')}</h1>
          <Loading text={t('unsubscribe.loading')} />
        </>
      )}
      {view.step === 'error' && (
        <>
          <span className="token-card__icon token-card__icon--error" aria-hidden="true">
            !
          </span>
          <h1>{t('unsubscribe.errorTitle')}</h1>
          <p role="alert">{t(`unsubscribe.${view.messageKey}`)}</p>
        </>
      )}
      {view.step === 'already' && (
        <>
          <h1>{t('unsubscribe.alreadyTitle')}</h1>
          <p role="status">{t('unsubscribe.alreadyText', { email: view.email })}</p>
        </>
      )}
      {(view.step === 'confirm' || view.step === 'feedback') && (
        <>
          <h1>{t('unsubscribe.title')}</h1>
          <p>{t('unsubscribe.confirmText', { email: view.email })}</p>
          {view.step === 'confirm' ? (
            <div className="token-card__actions">
              <Button
                variant="danger"
                loading={submitting}
                onClick={() => void submit(view.email, null, '')}
              >
                {submitting ? t('unsubscribe.submitting') : t('unsubscribe.confirmButton')}
              </Button>
              <Button
                variant="secondary"
                disabled={submitting}
                onClick={() => setView({ step: 'feedback', email: view.email })}
              >
                {t('unsubscribe.feedbackButton')}
              </Button>
            </div>
          ) : (
            <UnsubscribeFeedback
              submitting={submitting}
              onSubmit={(reason, otherText) => void submit(view.email, reason, otherText)}
            />
          )}
          {submitError && (
            <p className="ps-notice ps-notice--error" role="alert">
              {t(`unsubscribe.${submitError}`)}
            </p>
          )}
        </>
      )}
      {view.step === 'done' && (
        <>
          <span className="token-card__icon token-card__icon--success" aria-hidden="true">
            ✓
          </span>
          <h1>{t('unsubscribe.doneTitle')}</h1>
          <p role="status">{t('unsubscribe.doneText', { email: view.email })}</p>
        </>
      )}
    </TokenPageFrame>
  );
}
