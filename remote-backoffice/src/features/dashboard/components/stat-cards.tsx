import type { AdminDashboardResponse } from '@lyceum/contracts';
import { useTranslation } from 'react-i18next';

/** Total Users and Admin Users, as the server counted them, in the reader's number format. */
export function StatCards({ stats }: { stats: AdminDashboardResponse['stats'] }) {
  const { t, i18n } = useTranslation('backoffice');
  const numbers = new Intl.NumberFormat(i18n.language);
  const cards = [
    { key: 'total', label: t('dashboard.totalUsers'), value: stats.total_users },
    { key: 'admins', label: t('dashboard.adminUsers'), value: stats.admin_users },
  ];
  return (
    <dl className="bo-stats" aria-label={t('dashboard.statsLabel')}>
      {cards.map((card) => (
        <div key={card.key} className="ly-card bo-stat" data-testid={`stat-${card.key}`}>
          <dt className="bo-stat__label">{card.label}</dt>
          <dd className="bo-stat__value">{numbers.format(card.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
