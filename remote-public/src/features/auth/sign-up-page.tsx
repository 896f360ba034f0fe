import './auth.css';
import { FIELD_RULES } from '@lyceum/contracts/constants';
import { ruleError, useErrorText, useForm, useLanguage } from '@lyceum/platform';
import { Button, Input, Page, TextArea, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isUnreachable } from '../../lib/unreachable';
import { signUp } from './api/sign-up';
import { NewPasswordField } from './password/new-password-field';
import { preloadEstimator } from './password/use-password-strength';
import type { SignInLocationState } from './sign-in-page';
import { accountFieldOf, validateEmail, validatePassword, validateUsername } from './validation';

export function SignUpPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { username: '', email: '', password: '', full_name: '', bio: '' },
    validate: (values) => ({
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
      full_name: ruleError(FIELD_RULES.fullName, values.full_name),
      bio: ruleError(FIELD_RULES.bio, values.bio),
    }),
    onSubmit: async (values) => {
      const email = values.email.trim();
      await signUp({ ...values, username: values.username.trim(), email }, language);
      const state: SignInLocationState = { signedUpEmail: email };
      void navigate('/signin', { state });
    },
    // The server's text for its code (or its detail), else "Failed to sign up"; no answer at all
    // is unexpected.
    failureText: (error) =>
      isUnreachable(error) ? t('errors.unexpected') : errorText(error, t('signUp.failed')),
    // A refused username, address or password belongs under its field.
    failureField: accountFieldOf,
  });

  return (
    <Page title={t('signUp.title')}>
      <form
        className="auth-form"
        onSubmit={form.handleSubmit}
        onFocus={preloadEstimator}
        noValidate
      >
        <Toast tone="info">{t('signUp.alphaNotice')}</Toast>
        {form.formError && <Toast tone="error">{form.formError}</Toast>}
        <Input
          label={t('signUp.username')}
          autoComplete="username"
          required
          {...form.field('username')}
        />
        <Input
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <NewPasswordField
          required
          username={form.values.username}
          email={form.values.email}
          {...form.field('password')}
        />
        <Input label={t('signUp.fullName')} autoComplete="name" {...form.field('full_name')} />
        <TextArea label={t('signUp.bio')} {...form.field('bio')} />
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
        <p>
          {t('signUp.haveAccount')} <Link to="/signin">{t('signUp.signInLink')}</Link>
        </p>
      </form>
    </Page>
  );
}
