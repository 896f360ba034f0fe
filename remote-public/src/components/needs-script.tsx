import { useTranslation } from 'react-i18next';

/**
 * In a form of a page read without scripts, the note that the form cannot be sent so. A
 * <noscript>: rendered into the prerendered document, never shown once scripts run.
 */
export function NeedsScript() {
  const { t } = useTranslation('public-site');
  return (
    <noscript>
      <p className="ps-needs-script">{t('needsScript')}</p>
    </noscript>
  );
}
