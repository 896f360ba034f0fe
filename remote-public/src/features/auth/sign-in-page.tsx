import {
  errorCode,
  returnPathFrom,
  useAuth,
  useErrorText,
  useForm,
  useSession,
} from '@lyceum/platform';
import { Button, Input, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthFrame } from './components/auth-frame';
import type { ForgotPasswordLocationState } from './forgot-password-page';
import { PasswordField } from './password/password-field';
import { FORGOT_PASSWORD_PATH, SIGN_UP_PATH } from './paths';
import { UnverifiedNotice } from './components/unverified-notice';
import { required, validateEmail, validateLogin } from './validation';
import { NeedsScript } from '../../components/needs-script';

/** What the sign-up page hands over: the new account's username and where its link went. */
export interface SignInLocationState {
  signedUpEmail?: string;
  username?: string;
}

export function SignInPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const expired = useSession((state) => state.expired);
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = location.state as SignInLocationState | null;
  const form = useForm({
    id: 'sign-in',
    initialValues: { username: handedOver?.username ?? '', password: '' },
    validate: ({ username, password }) => ({
      username: validateLogin(username),
      password: required(password),
    }),
    onSubmit: async ({ username, password }) => {
      await signIn(username.trim(), password);
      // Back to the page that sent the visitor here, when it is a page of this site.
      void navigate(returnPathFrom(location.search) ?? '/', { replace: true });
    },
    failureText: (error) => errorText(error, t('signIn.failed')),
  });
  // An address not confirmed yet is not a failure to read out: the page offers a new link.
  const unverified = errorCode(form.failure) === 'auth.email_unverified';
  // A login that is an address is carried over to the forgotten-password form.
  const login = form.values.username.trim();
  const forgotState: ForgotPasswordLocationState = {
    email: login && !validateEmail(login) ? login : undefined,
  };

  return (
    <AuthFrame title={t('signIn.title')} description={t('signIn.description')} page="signIn">
      <form className="auth-form" onSubmit={form.handleSubmit} noValidate>
        <NeedsScript />
        {expired && <Toast tone="info">{t('signIn.expired')}</Toast>}
        {handedOver?.signedUpEmail && !form.failure && (
          <Toast tone="success">{t('signIn.signedUp', { email: handedOver.signedUpEmail })}</Toast>
        )}
        {form.formError && !unverified && <Toast tone="error">{form.formError}</Toast>}
        {unverified && form.submitted && (
          <UnverifiedNotice key={form.attempts} login={form.submitted.username.trim()} />
        )}
        <Input
          label={t('signIn.username')}
          autoComplete="username"
          required
          {...form.field('username')}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <p className="auth-aside">
          <Link to={FORGOT_PASSWORD_PATH} state={forgotState}>
            {t('signIn.forgot')}
          </Link>
        </p>
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        <p>
          {t('signIn.noAccount')} <Link to={SIGN_UP_PATH}>{t('signIn.signUpLink')}</Link>
        </p>
      </form>
    </AuthFrame>
  );
}
