import { useAuth, useErrorText, useLanguage } from '@lyceum/platform';
import { Button, Input } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/get-profile';

/** The account as the server has it, read-only; the session's copy shows meanwhile. */
export function AccountSection() {
  const { t } = useTranslation('host-settings');
  const { t: tShell } = useTranslation('host-shell');
  const { language } = useLanguage();
  const { user } = useAuth();
  const profile = useProfile();
  const errorText = useErrorText();
  // The session's copy of the account shows while the server's loads, and stays if that fails.
  const account = profile.data ?? user;
  return (
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
  );
}
