import { FIELD_RULES } from '@lyceum/contracts/constants';
import { errorCode, ruleError, useErrorText, useForm, useLanguage } from '@lyceum/platform';
import { Button, Input, TextArea, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isUnreachable } from '../../lib/unreachable';
import { FINAL_CTA_ID } from '../../lib/section-ids';
import { useSiteLanguage } from '../../lib/use-site-language';
import { signUp } from './api/sign-up';
import { AuthFrame } from './components/auth-frame';
import { NewPasswordField } from './password/new-password-field';
import { PasswordField } from './password/password-field';
import { preloadEstimator } from './password/use-password-strength';
import { SIGN_IN_PATH } from './paths';
import type { SignInLocationState } from './sign-in-page';
import {
  accountFieldOf,
  validateConfirmation,
  validateEmail,
  validatePassword,
  validateUsername,
} from './validation';
import { NeedsScript } from '../../components/needs-script';

export function SignUpPage() {
  const { t } = useTranslation('public-auth');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const site = useSiteLanguage();
  const navigate = useNavigate();
  const form = useForm({
    id: 'sign-up',
    initialValues: {
      username: '',
      email: '',
      password: '',
      confirmation: '',
      full_name: '',
      bio: '',
    },
    validate: (values) => ({
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      password: validatePassword(values.password),
      confirmation: validateConfirmation(values.password, values.confirmation),
      full_name: ruleError(FIELD_RULES.fullName, values.full_name),
      bio: ruleError(FIELD_RULES.bio, values.bio),
    }),
    onSubmit: async ({ confirmation: _typedTwice, ...values }) => {
      const username = values.username.trim();
      const email = values.email.trim();
      await signUp({ ...values, username, email }, language);
      // The sign-in form starts with the new username; its notice says where the link went.
      const state: SignInLocationState = { signedUpEmail: email, username };
      void navigate(SIGN_IN_PATH, { state });
    },
    // A refusal reads as its code's text (or the server's detail); an answer with nothing to show
    // is "Account creation failed"; no answer at all is unexpected.
    failureText: (error) =>
      isUnreachable(error) ? t('errors.unexpected') : errorText(error, t('signUp.failed')),
    // A refused username, address or password belongs under its field.
    failureField: accountFieldOf,
  });
  // During the alpha, an address not on the list is pointed to the landing's early-access form.
  const restricted = errorCode(form.failure) === 'auth.signup_restricted';

  return (
    <AuthFrame title={t('signUp.title')} description={t('signUp.description')} page="signUp">
      <form
        className="auth-form"
        onSubmit={form.handleSubmit}
        onFocus={preloadEstimator}
        noValidate
      >
        <NeedsScript />
        <Toast tone="info">{t('signUp.alphaNotice')}</Toast>
        {form.formError && (
          <Toast tone="error">
            {form.formError}
            {restricted && (
              <>
                {' '}
                <Link to={{ pathname: site.to('/'), hash: FINAL_CTA_ID }}>
                  {t('signUp.earlyAccess')}
                </Link>
              </>
            )}
          </Toast>
        )}
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
        <PasswordField
          label={t('signUp.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.field('confirmation')}
        />
        <Input label={t('signUp.fullName')} autoComplete="name" {...form.field('full_name')} />
        <TextArea label={t('signUp.bio')} {...form.field('bio')} />
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
        <p>
          {t('signUp.haveAccount')} <Link to={SIGN_IN_PATH}>{t('signUp.signInLink')}</Link>
        </p>
      </form>
    </AuthFrame>
  );
}
