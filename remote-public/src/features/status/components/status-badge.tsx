import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '../api/get-health';
import { statusTone } from '../status-format';

const KNOWN = ['healthy', 'unhealthy', 'degraded', 'not_configured'];

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('public-status');
  const label = KNOWN.includes(status) ? t(`statuses.${status}`) : status || t('statuses.unknown');
  return (
    <span
      className={`status-badge status-badge--${statusTone(status)}`}
      data-tone={statusTone(status)}
    >
      <span className="status-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
