import { Input, type InputProps } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthHint } from './password-strength-hint';
import { PASSWORD_LIMITS } from '../validation';
import { personalWords } from './strength';

interface NewPasswordFieldProps extends Omit<InputProps, 'label' | 'hint' | 'type' | 'value'> {
  value: string;
  /** The account's username and e-mail, which the password must not be built on. */
  username: string;
  email: string;
}

/** A password being chosen: the rule, then a live strength rating under the field. */
export function NewPasswordField({ value, username, email, ...rest }: NewPasswordFieldProps) {
  const { t } = useTranslation('public-auth');
  return (
    <Input
      label={t('signUp.password')}
      type="password"
      autoComplete="new-password"
      value={value}
      hint={
        <>
          {t('signUp.passwordHint', PASSWORD_LIMITS)}
          <PasswordStrengthHint password={value} personal={personalWords(username, email)} />
        </>
      }
      {...rest}
    />
  );
}
