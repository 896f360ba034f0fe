import { useForm, useLanguage } from '@lyceum/platform';
import { Button, Input } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../api/resend-verification';
import { ResendResult } from './resend-result';
import { validateLogin } from '../validation';
import { NeedsScript } from '../../../components/needs-script';

/** Asks for a new confirmation link for a username or e-mail address. */
export function ResendForm() {
  const { t } = useTranslation('public-auth');
  const { language } = useLanguage();
  const form = useForm({
    id: 'resend',
    initialValues: { login: '' },
    validate: ({ login }) => ({ login: validateLogin(login) }),
    onSubmit: ({ login }) => resendVerification(login.trim(), language),
    // The answer is shown by ResendResult, under the button, never as a field's problem.
    failureText: () => '',
  });

  return (
    <form className="auth-form auth-resend" onSubmit={form.handleSubmit} noValidate>
      <NeedsScript />
      <Input
        label={t('signIn.username')}
        autoComplete="username"
        required
        {...form.field('login')}
      />
      <Button type="submit" variant="secondary" loading={form.submitting}>
        {t('resend.action')}
      </Button>
      <ResendResult sent={form.succeeded} failure={form.failure} />
    </form>
  );
}
