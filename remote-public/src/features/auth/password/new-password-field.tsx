import { useTranslation } from 'react-i18next';
import { PASSWORD_LIMITS } from '../validation';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { PasswordStrengthHint } from './password-strength-hint';
import { personalWords } from './strength';

interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'label' | 'hint' | 'value'> {
  value: string;
  /** "Password" unless the page names it otherwise ("New password"). */
  label?: string;
  /** The account's username and e-mail when the page knows them: a password built on them is weak. */
  username?: string;
  email?: string;
}

/** A password being chosen: the rule, then a live strength rating under the field. */
export function NewPasswordField({
  value,
  label,
  username = '',
  email = '',
  ...rest
}: NewPasswordFieldProps) {
  const { t } = useTranslation('public-auth');
  return (
    <PasswordField
      label={label ?? t('signUp.password')}
      autoComplete="new-password"
      value={value}
      hint={
        <>
          {t('password.hint', PASSWORD_LIMITS)}
          <PasswordStrengthHint password={value} personal={personalWords(username, email)} />
        </>
      }
      {...rest}
    />
  );
}
