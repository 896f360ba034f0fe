import { useTranslation } from 'react-i18next';
import { InternalView } from '../../components/internal-view';
import { PersonaManager } from './components/persona-manager';
import './personas.css';

/**
 * Persona Management: the personas, their form and the error banner, under one heading with the
 * way back to the dashboard.
 */
export function PersonaManagementView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <InternalView
      title={t('personas.title')}
      subtitle={t('personas.subtitle')}
      backLabel={t('personas.back')}
      onBack={onBack}
    >
      <PersonaManager />
    </InternalView>
  );
}
