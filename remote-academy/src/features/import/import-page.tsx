import { EmptyState, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until the import feature lands: titled, translated, inside the remote. */
export default function ImportPage() {
  const { t } = useTranslation('academy');
  return (
    <Page title={t('import.title')}>
      <EmptyState title={t('comingSoonTitle')} description={t('comingSoon')} />
    </Page>
  );
}
