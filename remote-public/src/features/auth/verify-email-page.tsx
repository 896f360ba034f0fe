import { codeText, sessionStore, useAuth } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { verifyEmail } from './api/verify-email';
import { AuthFrame } from './components/auth-frame';
import { LinkRetry } from './components/link-retry';
import { linkFailure, useLinkToken } from './link-token';
import { SIGN_IN_PATH } from './paths';
import { ResendForm } from './components/resend-form';

const TITLES = {
  loading: 'verify.loadingTitle',
  verified: 'verify.successTitle',
  invalid: 'verify.invalidTitle',
  error: 'verify.errorTitle',
} as const;

function spend(token: string) {
  return verifyEmail(token).then((answer) => {
    // A signed-in visitor's profile (and any role that came with the address) is now stale.
    if (sessionStore.getState().token) void sessionStore.getState().refreshProfile();
    return answer;
  });
}

/** The page of the link in the verification e-mail: spends the token once, then says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation('public-auth');
  const { user } = useAuth();
  const { state, retry } = useLinkToken(spend);
  const failure =
    state.status === 'failed' ? linkFailure(state.error, 'auth.verification_invalid') : null;
  let view: keyof typeof TITLES = 'loading';
  if (state.status === 'done') view = 'verified';
  else if (failure) view = failure === 'invalid' ? 'invalid' : 'error';

  return (
    <AuthFrame title={t(TITLES[view])} description={t('verify.description')} page="verifyEmail">
      {state.status === 'loading' && <Loading text={t('verify.loading')} />}
      {state.status === 'done' && (
        <>
          <p role="status">{t('verify.successText', { email: state.result.email })}</p>
          <p>
            {user ? (
              <Link to="/">{t('verify.continue')}</Link>
            ) : (
              <Link to={SIGN_IN_PATH}>{t('verify.signIn')}</Link>
            )}
          </p>
        </>
      )}
      {failure === 'invalid' && (
        <>
          <p role="alert">{codeText('auth.verification_invalid')}</p>
          <p>{t('verify.resendIntro')}</p>
          <ResendForm />
          <p>
            <Link to={SIGN_IN_PATH}>{t('verify.signIn')}</Link>
          </p>
        </>
      )}
      {failure && failure !== 'invalid' && <LinkRetry failure={failure} onRetry={retry} />}
    </AuthFrame>
  );
}
