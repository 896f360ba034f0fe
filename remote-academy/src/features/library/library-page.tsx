import { EmptyState, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until the library feature lands: titled, translated, inside the remote. */
export default function LibraryPage() {
  const { t } = useTranslation('academy');
  return (
    <Page title={t('library.title')}>
      <EmptyState title={t('comingSoonTitle')} description={t('comingSoon')} />
    </Page>
  );
}
