import {
  ApiError,
  SUPPORTED_LANGUAGES,
  useLanguage,
  useAuth,
  useErrorText,
  type Language,
} from '@lyceum/platform';
import { Button, Input, Page, Select, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useProfile } from './api/get-profile';
import { useUpdateLanguage } from './api/update-language';

/** /settings: the language applies at once and is saved on the account; account read-only. */
export function SettingsPage() {
  const { t } = useTranslation('host-settings');
  const { t: tShell } = useTranslation('host-shell');
  const { language } = useLanguage();
  const { user } = useAuth();
  const profile = useProfile();
  // The session's copy of the account shows while the server's loads, and stays if that fails.
  const account = profile.data ?? user;
  const update = useUpdateLanguage();
  const errorText = useErrorText();

  const options = SUPPORTED_LANGUAGES.map((lng) => ({
    value: lng,
    label: tShell(`languages.${lng}`),
  }));
  const updateFallback = (error: unknown) =>
    error instanceof ApiError && error.status === null ? t('networkError') : t('updateError');
  return (
    <Page title={t('title')}>
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
        {update.isError && (
          <Toast tone="error">{errorText(update.error, updateFallback(update.error))}</Toast>
        )}
      </section>
      <section
        className="settings-section"
        aria-labelledby="settings-account"
        aria-busy={profile.isFetching}
      >
        <h2 id="settings-account">{t('account')}</h2>
        {account ? (
          <>
            <Input label={t('username')} value={account.username} readOnly />
            <Input label={t('email')} value={account.email} readOnly />
          </>
        ) : (
          profile.isPending && <p role="status">{tShell('loading')}</p>
        )}
        <Input label={t('currentLanguage')} value={tShell(`languages.${language}`)} readOnly />
        {profile.isError && (
          <div role="alert" className="settings-error">
            <p>{errorText(profile.error, t('loadError'))}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        )}
      </section>
    </Page>
  );
}
