import { PasswordInput, type PasswordInputProps } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<PasswordInputProps, 'showLabel' | 'hideLabel'>;

/** A password field of the account pages, with its show/hide toggle in the interface language. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('public-auth');
  return <PasswordInput showLabel={t('password.show')} hideLabel={t('password.hide')} {...props} />;
}
