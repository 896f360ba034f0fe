import { EmptyState } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { InternalView } from '../../components/internal-view';

/** Placeholder until vector database management lands: its heading, subtitle and way back. */
export function VectorDbView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <InternalView
      title={t('vectorDb.title')}
      subtitle={t('vectorDb.subtitle')}
      backLabel={t('vectorDb.back')}
      onBack={onBack}
    >
      <EmptyState title={t('views.comingSoonTitle')} description={t('comingSoon')} />
    </InternalView>
  );
}
