import { Button, Input } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendResult } from './resend-result';
import { useResendVerification } from './use-resend-verification';
import { required, type ErrorKey } from './validation';

/** Asks for a new confirmation link for a username or e-mail address. */
export function ResendForm() {
  const { t } = useTranslation('auth');
  const [login, setLogin] = useState('');
  const [error, setError] = useState<ErrorKey | undefined>();
  const { state, result, resend } = useResendVerification();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = required(login);
    setError(problem);
    if (!problem) resend(login.trim());
  };

  return (
    <form className="auth-form auth-resend" onSubmit={onSubmit} noValidate>
      <Input
        label={t('signIn.username')}
        name="login"
        autoComplete="username"
        required
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={error && t(error)}
      />
      <Button type="submit" variant="secondary" loading={state === 'sending'}>
        {t('resend.action')}
      </Button>
      <ResendResult result={result} />
    </form>
  );
}
