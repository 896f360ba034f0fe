import { ApiError, codeText } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getUnsubscribeInfo } from './api/get-unsubscribe-info';
import { StepHeading } from '../../components/step-heading';
import { TokenPageFrame } from '../../components/token-page-frame';
import { useOnce } from '../../lib/use-once';
import { UnsubscribeConfirm } from './components/unsubscribe-confirm';

type View =
  | { step: 'loading' }
  | { step: 'error'; invalid: boolean }
  | { step: 'already'; email: string }
  | { step: 'confirm'; email: string }
  | { step: 'done'; email: string };

/** A link the server refused to read (unknown, or of the wrong shape); not a busy or absent server. */
const refusedLink = (error: unknown) =>
  error instanceof ApiError && error.status !== null && error.status < 500 && error.status !== 429;

export function UnsubscribePage() {
  const { t } = useTranslation('public-newsletter');
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ step: 'loading' });

  useOnce(token, () => {
    getUnsubscribeInfo(token)
      .then((info) =>
        setView(
          info.already_unsubscribed
            ? { step: 'already', email: info.email }
            : { step: 'confirm', email: info.email },
        ),
      )
      .catch((error: unknown) => setView({ step: 'error', invalid: refusedLink(error) }));
  });

  return (
    <TokenPageFrame
      metaTitle={t('unsubscribe.metaTitle')}
      metaDescription={t('unsubscribe.metaDescription')}
      page="newsletterUnsubscribe"
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
          <p role="alert">
            {view.invalid
              ? codeText('newsletter.unsubscribe_invalid')
              : t('unsubscribe.loadFailed')}
          </p>
        </>
      )}
      {view.step === 'already' && (
        <>
          <h1>{t('unsubscribe.alreadyTitle')}</h1>
          <p role="status">{t('unsubscribe.alreadyText', { email: view.email })}</p>
        </>
      )}
      {view.step === 'confirm' && (
        <UnsubscribeConfirm
          token={token}
          email={view.email}
          onDone={() => setView({ step: 'done', email: view.email })}
        />
      )}
      {view.step === 'done' && (
        <>
          <span className="token-card__icon token-card__icon--success" aria-hidden="true">
            ✓
          </span>
          {/* It replaces the button that was pressed: the focus goes to it. */}
          <StepHeading>{t('unsubscribe.doneTitle')}</StepHeading>
          <p role="status">{t('unsubscribe.doneText', { email: view.email })}</p>
        </>
      )}
    </TokenPageFrame>
  );
}
