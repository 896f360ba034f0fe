import { useTranslation } from 'react-i18next';

/** The centred Loading... text every guard shows while the session loads. */
export function GuardLoading() {
  const { t } = useTranslation('host-shell');
  return (
    <div className="guard-loading" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
