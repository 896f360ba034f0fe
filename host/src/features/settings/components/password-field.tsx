import { PasswordInput, type PasswordInputProps } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = Omit<PasswordInputProps, 'showLabel' | 'hideLabel'>;

/** A password field of the settings page, with its show/hide toggle in the interface language. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('host-settings');
  return <PasswordInput showLabel={t('showPassword')} hideLabel={t('hidePassword')} {...props} />;
}
