import { EmptyState, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until the challenge feature lands: titled, translated, inside the remote. */
export default function ChallengePage() {
  const { t } = useTranslation('academy');
  return (
    <Page title={t('challenge.title')}>
      <EmptyState title={t('comingSoonTitle')} description={t('comingSoon')} />
    </Page>
  );
}
