import {
  ApiError,
  codeText,
  errorCode,
  sessionStore,
  useErrorText,
  useForm,
} from '@lyceum/platform';
import { Button, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isUnreachable } from '../../lib/unreachable';
import { resetPassword } from './api/reset-password';
import { AuthFrame } from './components/auth-frame';
import { OutcomeNotice } from './components/outcome-notice';
import { NewPasswordField } from './password/new-password-field';
import { PasswordField } from './password/password-field';
import { preloadEstimator } from './password/use-password-strength';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from './paths';
import { accountFieldOf, validateConfirmation, validatePassword } from './validation';
import { NeedsScript } from '../../components/needs-script';

/** A link that cannot work: unknown, used or expired, or a token the server cannot read. */
const isInvalidLink = (error: unknown) =>
  errorCode(error) === 'auth.reset_invalid' ||
  (error instanceof ApiError && error.field === 'token');

/** The page of the link in the password reset e-mail: a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const form = useForm({
    id: 'reset-password',
    initialValues: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => ({
      password: validatePassword(password),
      confirmation: validateConfirmation(password, confirmation),
    }),
    onSubmit: async ({ password }) => {
      await resetPassword(token, password);
      // The server has ended every session of the account: a session kept here is dead too.
      if (sessionStore.getState().token) sessionStore.getState().signOut();
    },
    // An unreachable server has not looked at the link yet: the form stays, to try again.
    failureText: (error) =>
      isUnreachable(error) ? t('errors.unreachable') : errorText(error, t('reset.failed')),
    // A password the rules refuse belongs under its field.
    failureField: (error) => (accountFieldOf(error) === 'password' ? 'password' : undefined),
  });

  let content;
  if (form.succeeded) {
    content = (
      <>
        <OutcomeNotice tone="success">{t('reset.success')}</OutcomeNotice>
        <p>
          <Link className="ps-button" to={SIGN_IN_PATH}>
            {t('reset.signIn')}
          </Link>
        </p>
      </>
    );
  } else if (isInvalidLink(form.failure)) {
    content = (
      <>
        <OutcomeNotice tone="error">{codeText('auth.reset_invalid')}</OutcomeNotice>
        <p>{t('reset.invalidHelp')}</p>
        <p>
          <Link className="ps-button" to={FORGOT_PASSWORD_PATH}>
            {t('reset.newLink')}
          </Link>
        </p>
      </>
    );
  } else {
    content = (
      <form
        className="auth-form"
        onSubmit={form.handleSubmit}
        onFocus={preloadEstimator}
        noValidate
      >
        <NeedsScript />
        <p>{t('reset.intro')}</p>
        {form.formError && <Toast tone="error">{form.formError}</Toast>}
        <NewPasswordField label={t('reset.password')} required {...form.field('password')} />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.field('confirmation')}
        />
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <AuthFrame title={t('reset.title')} description={t('reset.description')} page="resetPassword">
      {content}
    </AuthFrame>
  );
}
