import { useAuth } from '@lyceum/platform';
import { Button, Toast } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useExportAccount } from '../api/export-account';
import { useFailureText } from '../failure-text';

/** Download my data: everything the account holds, as one JSON file. */
export function ExportSection() {
  const { t } = useTranslation('host-settings');
  const { user } = useAuth();
  const failureText = useFailureText();
  const download = useExportAccount();
  return (
    <section className="settings-section" aria-labelledby="settings-export">
      <h2 id="settings-export">{t('exportData.section')}</h2>
      <p className="settings-description">{t('exportData.description')}</p>
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() => user && download.mutate(user.username)}
      >
        {download.isPending ? t('exportData.submitting') : t('exportData.submit')}
      </Button>
      {download.isSuccess && (
        <Toast tone="success">{t('exportData.done', { filename: download.data })}</Toast>
      )}
      {download.isError && (
        <Toast tone="error">{failureText(download.error, t('exportData.failed'))}</Toast>
      )}
    </section>
  );
}
