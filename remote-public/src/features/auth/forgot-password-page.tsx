import { useErrorText, useForm, useLanguage } from '@lyceum/platform';
import { Button, Input, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isUnreachable } from '../../lib/unreachable';
import { forgotPassword } from './api/forgot-password';
import { AuthFrame } from './components/auth-frame';
import { OutcomeNotice } from './components/outcome-notice';
import { SIGN_IN_PATH } from './paths';
import { validateEmail } from './validation';
import { NeedsScript } from '../../components/needs-script';

/** What the sign-in page hands over: the login typed there, when it is an address. */
export interface ForgotPasswordLocationState {
  email?: string | undefined;
}

/**
 * Asks for a link to choose a new password. The answer is the same whether or not an account
 * uses the address, so the page never tells who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const handedOver = useLocation().state as ForgotPasswordLocationState | null;
  const form = useForm({
    id: 'forgot-password',
    initialValues: { email: handedOver?.email ?? '' },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    onSubmit: ({ email }) => forgotPassword(email.trim(), language),
    failureText: (error) =>
      isUnreachable(error) ? t('errors.unreachable') : errorText(error, t('forgot.failed')),
  });

  return (
    <AuthFrame
      title={t('forgot.title')}
      description={t('forgot.description')}
      page="forgotPassword"
    >
      {form.succeeded ? (
        <OutcomeNotice tone="success">{t('forgot.sent')}</OutcomeNotice>
      ) : (
        <form className="auth-form" onSubmit={form.handleSubmit} noValidate>
          <NeedsScript />
          <p>{t('forgot.intro')}</p>
          {form.formError && <Toast tone="error">{form.formError}</Toast>}
          <Input
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p>
        <Link to={SIGN_IN_PATH}>{t('forgot.backToSignIn')}</Link>
      </p>
    </AuthFrame>
  );
}
