import { FIELD_RULES } from '@lyceum/contracts/constants';
import { EMAIL_CODES, ruleError, useForm, useLanguage } from '@lyceum/platform';
import { Button, Input, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { changeEmail } from '../api/change-email';
import { useFailureText } from '../failure-text';
import { isPasswordIncorrect, requiredPassword } from '../validation';
import { PasswordField } from './password-field';

/** Change e-mail: the new address gets a link, and becomes the account's once it is followed. */
export function EmailSection() {
  const { t } = useTranslation('host-settings');
  const { language } = useLanguage();
  const failureText = useFailureText();
  const form = useForm({
    initialValues: { new_email: '', password: '' },
    validate: (values) => ({
      new_email: ruleError(FIELD_RULES.email, values.new_email, EMAIL_CODES),
      password: requiredPassword(values.password),
    }),
    onSubmit: (values) => changeEmail(values.new_email.trim(), values.password, language),
    failureText: (error) => failureText(error, t('changeEmail.failed')),
    failureField: (error) => (isPasswordIncorrect(error) ? 'password' : undefined),
    resetOnSuccess: true,
  });

  return (
    <section className="settings-section" aria-labelledby="settings-email">
      <h2 id="settings-email">{t('changeEmail.section')}</h2>
      <p className="settings-description">{t('changeEmail.description')}</p>
      <form className="settings-form" onSubmit={form.handleSubmit} noValidate>
        <Input
          label={t('changeEmail.new')}
          type="email"
          autoComplete="email"
          required
          {...form.field('new_email')}
        />
        <PasswordField
          label={t('changeEmail.password')}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {form.formError && <Toast tone="error">{form.formError}</Toast>}
        {form.succeeded && form.submitted && (
          <Toast tone="success">
            {t('changeEmail.sent', { email: form.submitted.new_email.trim() })}
          </Toast>
        )}
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('changeEmail.submitting') : t('changeEmail.submit')}
        </Button>
      </form>
    </section>
  );
}
