import { Loading } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { TokenPageFrame } from '../components/token-page-frame';
import { useOnce } from '../../../lib/use-once';
import { isUnreachable } from '../../../lib/unreachable';

type ConfirmState =
  | { status: 'loading' }
  | { status: 'confirmed' | 'already_confirmed'; email: string }
  | { status: 'error'; network: boolean };

export function ConfirmPage() {
  const { t } = useTranslation('public-newsletter');
  const { token = '' } = useParams();
  const [state, setState] = useState<ConfirmState>({ status: 'loading' });

  useOnce(token, () => {
    confirmNewsletter(token)
      .then(({ status, data }) => {
        if (status === 'confirmed' || status === 'already_confirmed') {
          setState({ status, email: data.email });
        } else {
          setState({ status: 'error', network: false });
        }
      })
      .catch((error: unknown) => setState({ status: 'error', network: isUnreachable(error) }));
  });

  return (
    <TokenPageFrame
      metaTitle={t('confirm.metaTitle')}
      metaDescription={t('confirm.metaDescription')}
      path={`/confirm/${token}`}
      backLabel={t('confirm.backHome')}
    >
      {state.status === 'loading' && (
        <>
          <h1 className="ps-sr-only">{t('confirm.metaTitle')}</h1>
          <Loading text={t('confirm.loading')} />
        </>
      )}
      {state.status === 'confirmed' && (
        <>
          <span className="token-card__icon token-card__icon--success" aria-hidden="true">
            ✓
          </span>
          <h1>{t('confirm.successTitle')}</h1>
          <p role="status">{t('confirm.successText', { email: state.email })}</p>
        </>
      )}
      {state.status === 'already_confirmed' && (
        <>
          <span className="token-card__icon token-card__icon--success" aria-hidden="true">
            ✓
          </span>
          <h1>{t('confirm.alreadyTitle')}</h1>
          <p role="status">{t('confirm.alreadyText', { email: state.email })}</p>
        </>
      )}
      {state.status === 'error' && (
        <>
          <span className="token-card__icon token-card__icon--error" aria-hidden="true">
            !
          </span>
          <h1>{t('confirm.errorTitle')}</h1>
          <p role="alert">
            {state.network ? t('confirm.networkErrorText') : t('confirm.errorText')}
          </p>
        </>
      )}
    </TokenPageFrame>
  );
}
