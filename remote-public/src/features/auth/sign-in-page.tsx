import './auth.css';
import { AUTH_ERROR_CODES } from '@lyceum/contracts/constants';
import { ApiError, useAuth } from '@lyceum/platform';
import { Button, Input, Page, Toast } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hasCode, isRateLimited } from './error-codes';
import { UnverifiedNotice } from './unverified-notice';
import { required, type ErrorKey } from './validation';

/** What the sign-up page hands over: the address the confirmation link was sent to. */
export interface SignInLocationState {
  signedUpEmail?: string;
}

type Errors = Partial<Record<'username' | 'password', ErrorKey>>;
type Failure =
  { kind: 'message'; text: string } | { kind: 'unverified'; login: string; at: number };

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const signedUpEmail = (useLocation().state as SignInLocationState | null)?.signedUpEmail;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { username: required(username), password: required(password) };
    setErrors(next);
    if (next.username || next.password) return;
    setSubmitting(true);
    setFailure(null);
    const login = username.trim();
    try {
      await signIn(login, password);
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(
        hasCode(error, AUTH_ERROR_CODES.emailUnverified)
          ? { kind: 'unverified', login, at: Date.now() }
          : { kind: 'message', text: signInFailure(error) },
      );
      setSubmitting(false);
    }
  };

  /** The server's detail, else "Failed to sign in". */
  const signInFailure = (error: unknown): string => {
    if (isRateLimited(error)) return t('errors.rateLimited');
    return error instanceof ApiError && error.fromServer ? error.detail : t('signIn.failed');
  };

  return (
    <Page title={t('signIn.title')}>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {signedUpEmail && !failure && (
          <Toast tone="success">{t('signIn.signedUp', { email: signedUpEmail })}</Toast>
        )}
        {failure?.kind === 'message' && <Toast tone="error">{failure.text}</Toast>}
        {failure?.kind === 'unverified' && (
          <UnverifiedNotice key={failure.at} login={failure.login} />
        )}
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
