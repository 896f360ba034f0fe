import { EmptyState, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until the dashboard feature lands: titled, translated, inside the remote. */
export function BackOfficePage() {
  const { t } = useTranslation('backoffice');
  return (
    <Page title={t('dashboard.title')}>
      <EmptyState title={t('dashboard.title')} description={t('comingSoon')} />
    </Page>
  );
}
