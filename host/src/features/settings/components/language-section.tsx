import { SUPPORTED_LANGUAGES, useLanguage, type Language } from '@lyceum/platform';
import { Select, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '../api/update-language';
import { useFailureText } from '../failure-text';

/** The interface language, saved on the account as well. */
export function LanguageSection() {
  const { t } = useTranslation('host-settings');
  const { t: tShell } = useTranslation('host-shell');
  const { language } = useLanguage();
  const update = useUpdateLanguage();
  const failureText = useFailureText();
  const options = SUPPORTED_LANGUAGES.map((lng) => ({
    value: lng,
    label: tShell(`languages.${lng}`),
  }));
  return (
    <section className="settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language">{t('languageSection')}</h2>
      <Select
        label={t('languageLabel')}
        options={options}
        value={language}
        disabled={update.isPending}
        onChange={(event) => update.mutate(event.target.value as Language)}
      />
      {update.isSuccess && <Toast tone="success">{t('languageUpdated')}</Toast>}
      {update.isError && <Toast tone="error">{failureText(update.error, t('updateError'))}</Toast>}
    </section>
  );
}
