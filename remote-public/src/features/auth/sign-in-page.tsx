import './auth.css';
import { errorCode, useAuth, useErrorText, useForm } from '@lyceum/platform';
import { Button, Input, Page, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { UnverifiedNotice } from './unverified-notice';
import { required, validateLogin } from './validation';

/** What the sign-up page hands over: the address the confirmation link was sent to. */
export interface SignInLocationState {
  signedUpEmail?: string;
}

export function SignInPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const signedUpEmail = (useLocation().state as SignInLocationState | null)?.signedUpEmail;
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: ({ username, password }) => ({
      username: validateLogin(username),
      password: required(password),
    }),
    onSubmit: async ({ username, password }) => {
      await signIn(username.trim(), password);
      void navigate('/', { replace: true });
    },
    failureText: (error) => errorText(error, t('signIn.failed')),
  });
  // An address not confirmed yet is not a failure to read out: the page offers a new link.
  const unverified = errorCode(form.failure) === 'auth.email_unverified';

  return (
    <Page title={t('signIn.title')}>
      <form className="auth-form" onSubmit={form.handleSubmit} noValidate>
        {signedUpEmail && !form.failure && (
          <Toast tone="success">{t('signIn.signedUp', { email: signedUpEmail })}</Toast>
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
        <Input
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        <p>
          {t('signIn.noAccount')} <Link to="/signup">{t('signIn.signUpLink')}</Link>
        </p>
      </form>
    </Page>
  );
}
