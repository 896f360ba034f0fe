import { codeText, passwordRuleError, useForm } from '@lyceum/platform';
import { Button, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../api/change-password';
import { useFailureText } from '../failure-text';
import { isPasswordIncorrect, requiredPassword } from '../validation';
import { PasswordField } from './password-field';

/** Change password: the current one, the new one twice; this session carries on afterwards. */
export function PasswordSection() {
  const { t } = useTranslation('host-settings');
  const failureText = useFailureText();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: (values) => ({
      current_password: requiredPassword(values.current_password),
      new_password: passwordRuleError(values.new_password),
      confirm:
        requiredPassword(values.confirm) ??
        (values.confirm === values.new_password ? undefined : t('changePassword.mismatch')),
    }),
    onSubmit: (values) => changePassword(values.current_password, values.new_password),
    failureText: (error) => failureText(error, t('changePassword.failed')),
    failureField: (error) => (isPasswordIncorrect(error) ? 'current_password' : undefined),
    resetOnSuccess: true,
  });

  return (
    <section className="settings-section" aria-labelledby="settings-password">
      <h2 id="settings-password">{t('changePassword.section')}</h2>
      <form className="settings-form" onSubmit={form.handleSubmit} noValidate>
        <PasswordField
          label={t('changePassword.current')}
          autoComplete="current-password"
          required
          {...form.field('current_password')}
        />
        <PasswordField
          label={t('changePassword.new')}
          autoComplete="new-password"
          hint={codeText('auth.password_too_short')}
          required
          {...form.field('new_password')}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          required
          {...form.field('confirm')}
        />
        {form.formError && <Toast tone="error">{form.formError}</Toast>}
        {form.succeeded && <Toast tone="success">{t('changePassword.changed')}</Toast>}
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
