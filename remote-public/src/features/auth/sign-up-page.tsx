import './auth.css';
import { ApiError, useLanguage } from '@lyceum/platform';
import { Button, Input, Page, TextArea, Toast } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signUp, type SignUpInput } from './api/sign-up';
import { isRateLimited, passwordErrorOf } from './error-codes';
import { NewPasswordField } from './password/new-password-field';
import { preloadEstimator } from './password/use-password-strength';
import type { SignInLocationState } from './sign-in-page';
import {
  PASSWORD_LIMITS,
  validateEmail,
  validatePassword,
  validateUsername,
  type ErrorKey,
} from './validation';

type Form = Required<SignUpInput>;
type Errors = Partial<Record<keyof Form, ErrorKey>>;

const EMPTY: Form = { username: '', email: '', password: '', full_name: '', bio: '' };

function validate(form: Form): Errors {
  const errors: Errors = {
    username: validateUsername(form.username),
    email: validateEmail(form.email),
    password: validatePassword(form.password),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key));
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] && t(errors[name], PASSWORD_LIMITS),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    setServerError(null);
    const email = form.email.trim();
    try {
      await signUp({ ...form, username: form.username.trim(), email }, language);
      const state: SignInLocationState = { signedUpEmail: email };
      void navigate('/signin', { state });
    } catch (error) {
      // A refused password belongs under its field; the rest is a message above the form.
      const passwordError = passwordErrorOf(error);
      if (passwordError) setErrors({ password: passwordError });
      else setServerError(signUpFailure(error));
      setSubmitting(false);
    }
  };

  /** The server's detail, else "Failed to sign up"; no answer at all is unexpected. */
  const signUpFailure = (error: unknown): string => {
    if (!(error instanceof ApiError) || error.status === null) return t('errors.unexpected');
    if (isRateLimited(error)) return t('errors.rateLimited');
    return error.fromServer ? error.detail : t('signUp.failed');
  };

  return (
    <Page title={t('signUp.title')}>
      <form
        className="auth-form"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadEstimator}
        noValidate
      >
        <Toast tone="info">{t('signUp.alphaNotice')}</Toast>
        {serverError && <Toast tone="error">{serverError}</Toast>}
        <Input
          label={t('signUp.username')}
          autoComplete="username"
          required
          {...field('username')}
        />
        <Input
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <NewPasswordField
          required
          username={form.username}
          email={form.email}
          {...field('password')}
        />
        <Input label={t('signUp.fullName')} autoComplete="name" {...field('full_name')} />
        <TextArea label={t('signUp.bio')} {...field('bio')} />
        <Button type="submit" loading={submitting}>
          {submitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
        <p>
          {t('signUp.haveAccount')} <Link to="/signin">{t('signUp.signInLink')}</Link>
        </p>
      </form>
    </Page>
  );
}
