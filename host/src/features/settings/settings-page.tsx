import './settings.css';
import { DocumentTitle } from '@lyceum/platform';
import { Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { AccountSection } from './components/account-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { EmailSection } from './components/email-section';
import { ExportSection } from './components/export-section';
import { LanguageSection } from './components/language-section';
import { PasswordSection } from './components/password-section';

/** /settings: language, the account read-only, password, e-mail, a copy of the data, deletion. */
export function SettingsPage() {
  const { t } = useTranslation('host-settings');
  return (
    <Page title={t('title')}>
      <DocumentTitle title={t('title')} />
      <LanguageSection />
      <AccountSection />
      <PasswordSection />
      <EmailSection />
      <ExportSection />
      <DeleteAccountSection />
    </Page>
  );
}
