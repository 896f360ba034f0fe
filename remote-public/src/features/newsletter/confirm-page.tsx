import { ApiError, codeText, errorCode } from '@lyceum/platform';
import { Button, Loading } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { confirmNewsletter } from './api/confirm-newsletter';
import { StepHeading } from '../../components/step-heading';
import { TokenPageFrame } from '../../components/token-page-frame';
import { NewsletterForm } from './components/newsletter-form';
import { useOnce } from '../../lib/use-once';
import { isUnreachable } from '../../lib/unreachable';

type ConfirmState =
  | { status: 'loading' }
  | { status: 'confirmed' | 'already_confirmed'; email: string }
  /** The server read the link and refused it: unknown, used up or expired. */
  | { status: 'invalid' }
  /** Nothing was decided about the link: the server was unreachable, busy or limiting. */
  | { status: 'error'; reason: 'unreachable' | 'limited' | 'failed' };

function failureOf(error: unknown): ConfirmState {
  if (errorCode(error) === 'newsletter.confirmation_invalid') return { status: 'invalid' };
  if (isUnreachable(error)) return { status: 'error', reason: 'unreachable' };
  if (errorCode(error) === 'rate_limited') return { status: 'error', reason: 'limited' };
  // Any other refusal of the request (a token of the wrong shape) is a link that cannot work.
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status >= 400 && status < 500 && status !== 429) {
    return { status: 'invalid' };
  }
  return { status: 'error', reason: 'failed' };
}

/** The page of the link in the confirmation e-mail: spends the token once, then says how it went. */
export function ConfirmPage() {
  const { t } = useTranslation('public-newsletter');
  const { token = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ConfirmState>({ status: 'loading' });

  // A token works once: StrictMode's second mount must not spend it again; Retry asks anew.
  useOnce(`${attempt}:${token}`, () => {
    confirmNewsletter(token)
      .then(({ status, data }) =>
        setState(
          status === 'confirmed' || status === 'already_confirmed'
            ? { status, email: data.email }
            : { status: 'invalid' },
        ),
      )
      .catch((error: unknown) => setState(failureOf(error)));
  });

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  // The answer to a retry replaces the button that asked for it: its heading takes the focus.
  const focus = attempt > 0;

  return (
    <TokenPageFrame
      metaTitle={t('confirm.metaTitle')}
      metaDescription={t('confirm.metaDescription')}
      page="newsletterConfirm"
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
          <StepHeading focus={focus}>{t('confirm.successTitle')}</StepHeading>
          <p role="status">{t('confirm.successText', { email: state.email })}</p>
        </>
      )}
      {state.status === 'already_confirmed' && (
        <>
          <span className="token-card__icon token-card__icon--success" aria-hidden="true">
            ✓
          </span>
          <StepHeading focus={focus}>{t('confirm.alreadyTitle')}</StepHeading>
          <p role="status">{t('confirm.alreadyText', { email: state.email })}</p>
        </>
      )}
      {state.status === 'invalid' && (
        <>
          <span className="token-card__icon token-card__icon--error" aria-hidden="true">
            !
          </span>
          <StepHeading focus={focus}>{t('confirm.errorTitle')}</StepHeading>
          <p role="alert">{t('confirm.errorText')}</p>
          <div className="token-card__form">
            <NewsletterForm
              id="resend-newsletter"
              label={t('confirm.resendLabel')}
              submitLabel={t('confirm.resend')}
            />
          </div>
        </>
      )}
      {state.status === 'error' && (
        <>
          <span className="token-card__icon token-card__icon--error" aria-hidden="true">
            !
          </span>
          <StepHeading focus={focus}>
            {state.reason === 'unreachable'
              ? t('confirm.unreachableTitle')
              : t('confirm.failedTitle')}
          </StepHeading>
          <p role="alert">
            {state.reason === 'unreachable' && t('confirm.unreachableText')}
            {state.reason === 'limited' && codeText('rate_limited')}
            {state.reason === 'failed' && t('confirm.failedText')}
          </p>
          <div className="token-card__actions">
            <Button onClick={retry}>{t('confirm.retry')}</Button>
          </div>
        </>
      )}
    </TokenPageFrame>
  );
}
