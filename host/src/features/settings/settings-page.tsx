import {
  ApiError,
  SUPPORTED_LANGUAGES,
  useAuth,
  useLanguage,
  type Language,
} from '@lyceum/platform';
import { Input, Page, Select, Toast } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A translation key (re-rendered on language change) or the server's own detail. */
type Message = { tone: 'success' | 'error'; key?: string; detail?: string } | null;

/** /settings: language applies at once (stored locally, sent to the server); account read-only. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tShell } = useTranslation('shell');
  const { user } = useAuth();
  const { language, changeLanguage } = useLanguage();
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);

  const onChange = async (lng: Language) => {
    setSaving(true);
    setMessage(null);
    try {
      await changeLanguage(lng);
      setMessage({ tone: 'success', key: 'languageUpdated' });
    } catch (error) {
      if (error instanceof ApiError && error.status === null) {
        setMessage({ tone: 'error', key: 'networkError' });
      } else if (error instanceof ApiError && error.detail) {
        setMessage({ tone: 'error', detail: error.detail });
      } else {
        setMessage({ tone: 'error', key: 'updateError' });
      }
    } finally {
      setSaving(false);
    }
  };

  const options = SUPPORTED_LANGUAGES.map((lng) => ({
    value: lng,
    label: tShell(`languages.${lng}`),
  }));
  return (
    <Page title={t('title')}>
      <section className="settings-section" aria-labelledby="settings-language">
        <h2 id="settings-language">{t('languageSection')}</h2>
        <Select
          label={t('languageLabel')}
          options={options}
          value={language}
          disabled={saving}
          onChange={(event) => void onChange(event.target.value as Language)}
        />
        {message && (
          <Toast tone={message.tone}>{message.detail ?? t(message.key ?? 'updateError')}</Toast>
        )}
      </section>
      <section className="settings-section" aria-labelledby="settings-account">
        <h2 id="settings-account">{t('account')}</h2>
        <Input label={t('username')} value={user?.username ?? ''} readOnly />
        <Input label={t('email')} value={user?.email ?? ''} readOnly />
        <Input label={t('currentLanguage')} value={tShell(`languages.${language}`)} readOnly />
      </section>
    </Page>
  );
}
