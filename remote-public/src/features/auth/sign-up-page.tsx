import { ApiError } from '@lyceum/platform';
import { Button, Input, Page, TextArea, Toast } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { signUp, type SignUpInput } from './api/sign-up';
import { validateEmail, validatePassword, validateUsername, type ErrorKey } from './validation';

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
    error: errors[name] && t(errors[name]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await signUp({ ...form, username: form.username.trim(), email: form.email.trim() });
      void navigate('/signin', { state: { signedUp: true } });
    } catch (error) {
      setServerError(
        // Spec 000 §8: the server's detail, else "Failed to sign up"; no answer at all is unexpected.
        error instanceof ApiError && error.status !== null
          ? error.fromServer
            ? error.detail
            : t('signUp.failed')
          : t('errors.unexpected'),
      );
      setSubmitting(false);
    }
  };

  return (
    <Page title={t('signUp.title')}>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
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
        <Input
          label={t('signUp.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint')}
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
