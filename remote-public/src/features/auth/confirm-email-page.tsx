import { codeText, errorCode, sessionStore, useAuth } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmEmailChange } from './api/confirm-email-change';
import { AuthFrame } from './components/auth-frame';
import { LinkRetry } from './components/link-retry';
import { linkFailure, useLinkToken, type LinkFailure } from './link-token';
import { SETTINGS_PATH, SIGN_IN_PATH } from './paths';

const TITLES = {
  loading: 'confirmEmail.loadingTitle',
  changed: 'confirmEmail.successTitle',
  invalid: 'confirmEmail.invalidTitle',
  taken: 'confirmEmail.takenTitle',
  error: 'confirmEmail.errorTitle',
} as const;

function spend(token: string) {
  return confirmEmailChange(token).then((answer) => {
    // A signed-in visitor's profile still shows the old address.
    if (sessionStore.getState().token) void sessionStore.getState().refreshProfile();
    return answer;
  });
}

/** Why the address did not change: taken by another account meanwhile, or the link's failure. */
function failureOf(error: unknown): LinkFailure | 'taken' {
  if (errorCode(error) === 'auth.email_taken') return 'taken';
  return linkFailure(error, 'auth.email_change_invalid');
}

/**
 * The page of the link sent to a new address: spends the token once, then says whether the
 * account's address is now the new one.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('public-auth');
  const { user } = useAuth();
  const { state, retry } = useLinkToken(spend);
  const failure = state.status === 'failed' ? failureOf(state.error) : null;
  let view: keyof typeof TITLES = 'loading';
  if (state.status === 'done') view = 'changed';
  else if (failure) view = failure === 'invalid' || failure === 'taken' ? failure : 'error';
  // Where to go next: the settings of a signed-in visitor, else the sign-in page.
  const next = user ? (
    <Link to={SETTINGS_PATH}>{t('confirmEmail.settings')}</Link>
  ) : (
    <Link to={SIGN_IN_PATH}>{t('confirmEmail.signIn')}</Link>
  );

  return (
    <AuthFrame
      title={t(TITLES[view])}
      description={t('confirmEmail.description')}
      page="confirmEmail"
    >
      {state.status === 'loading' && <Loading text={t('confirmEmail.loading')} />}
      {state.status === 'done' && (
        <>
          <p role="status">{t('confirmEmail.successText', { email: state.result.email })}</p>
          <p>{next}</p>
        </>
      )}
      {failure === 'invalid' && (
        <>
          <p role="alert">{codeText('auth.email_change_invalid')}</p>
          <p>{t('confirmEmail.invalidHelp')}</p>
          <p>{next}</p>
        </>
      )}
      {failure === 'taken' && (
        <>
          <p role="alert">{codeText('auth.email_taken')}</p>
          <p>{t('confirmEmail.takenHelp')}</p>
          <p>{next}</p>
        </>
      )}
      {failure && failure !== 'invalid' && failure !== 'taken' && (
        <LinkRetry failure={failure} onRetry={retry} />
      )}
    </AuthFrame>
  );
}
