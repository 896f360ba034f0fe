import { EmptyState } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { InternalView } from '../../components/internal-view';

/** Placeholder until persona management lands: its heading, subtitle and way back. */
export function PersonaManagementView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <InternalView
      title={t('personas.title')}
      subtitle={t('personas.subtitle')}
      backLabel={t('personas.back')}
      onBack={onBack}
    >
      <EmptyState title={t('views.comingSoonTitle')} description={t('comingSoon')} />
    </InternalView>
  );
}
