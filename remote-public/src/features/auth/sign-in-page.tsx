import './auth.css';
import { ApiError, useAuth } from '@lyceum/platform';
import { Button, Input, Page, Toast } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { required, type ErrorKey } from './validation';

type Errors = Partial<Record<'username' | 'password', ErrorKey>>;

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const signedUp = (useLocation().state as { signedUp?: boolean } | null)?.signedUp === true;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { username: required(username), password: required(password) };
    setErrors(next);
    if (next.username || next.password) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await signIn(username.trim(), password);
      void navigate('/', { replace: true });
    } catch (error) {
      setServerError(
        error instanceof ApiError && error.fromServer ? error.detail : t('signIn.failed'),
      );
      setSubmitting(false);
    }
  };

  return (
    <Page title={t('signIn.title')}>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {signedUp && <Toast tone="success">{t('signIn.signedUp')}</Toast>}
        {serverError && <Toast tone="error">{serverError}</Toast>}
        <Input
          label={t('signIn.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username && t(errors.username)}
        />
        <Input
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && t(errors.password)}
        />
        <Button type="submit" loading={submitting}>
          {submitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        <p>
          {t('signIn.noAccount')} <Link to="/signup">{t('signIn.signUpLink')}</Link>
        </p>
      </form>
    </Page>
  );
}
