import './auth.css';
import { ApiError, codeText, errorCode, sessionStore, useAuth } from '@lyceum/platform';
import { Button, Loading, Page } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useOnce } from '../../lib/use-once';
import { isUnreachable } from '../../lib/unreachable';
import { verifyEmail } from './api/verify-email';
import { ResendForm } from './resend-form';

type VerifyState =
  | { status: 'loading' }
  | { status: 'verified'; email: string }
  | { status: 'invalid' }
  /** Nothing was decided about the link: the server was unreachable, busy or limiting. */
  | { status: 'error'; reason: 'unreachable' | 'limited' | 'failed' };

function failureOf(error: unknown): VerifyState {
  if (errorCode(error) === 'auth.verification_invalid') return { status: 'invalid' };
  if (isUnreachable(error)) return { status: 'error', reason: 'unreachable' };
  if (errorCode(error) === 'rate_limited') return { status: 'error', reason: 'limited' };
  // Any other refusal of the request (a token of the wrong shape) is a link that cannot work.
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status >= 400 && status < 500 && status !== 429) {
    return { status: 'invalid' };
  }
  return { status: 'error', reason: 'failed' };
}

const TITLES = {
  loading: 'verify.loadingTitle',
  verified: 'verify.successTitle',
  invalid: 'verify.invalidTitle',
  error: 'verify.errorTitle',
} as const;

const ERROR_TEXTS = {
  unreachable: 'verify.unreachableText',
  failed: 'verify.failedText',
} as const;

/** The page of the link in the verification e-mail: spends the token once, then says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation('public-auth');
  const { token = '' } = useParams();
  const { user } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VerifyState>({ status: 'loading' });

  // A token works once: StrictMode's second mount must not spend it again; Retry asks anew.
  useOnce(`${attempt}:${token}`, () => {
    verifyEmail(token)
      .then(({ email }) => {
        setState({ status: 'verified', email });
        // A signed-in visitor's profile (and any role that came with the address) is now stale.
        if (sessionStore.getState().token) void sessionStore.getState().refreshProfile();
      })
      .catch((error: unknown) => setState(failureOf(error)));
  });

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return (
    <Page title={t(TITLES[state.status])}>
      <div className="auth-form">
        {state.status === 'loading' && <Loading text={t('verify.loading')} />}
        {state.status === 'verified' && (
          <>
            <p role="status">{t('verify.successText', { email: state.email })}</p>
            <p>
              {user ? (
                <Link to="/">{t('verify.continue')}</Link>
              ) : (
                <Link to="/signin">{t('verify.signIn')}</Link>
              )}
            </p>
          </>
        )}
        {state.status === 'invalid' && (
          <>
            <p role="alert">{codeText('auth.verification_invalid')}</p>
            <p>{t('verify.resendIntro')}</p>
            <ResendForm />
            <p>
              <Link to="/signin">{t('verify.signIn')}</Link>
            </p>
          </>
        )}
        {state.status === 'error' && (
          <>
            <p role="alert">
              {state.reason === 'limited' ? codeText('rate_limited') : t(ERROR_TEXTS[state.reason])}
            </p>
            <Button onClick={retry}>{t('verify.retry')}</Button>
          </>
        )}
      </div>
    </Page>
  );
}
