import { Button, Loading } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useHealth, type HealthResponse } from './api/get-health';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';
import { ServiceCard } from './components/service-card';
import { splitUptime, statusTone } from './status-format';
import './status-page.css';

function ServiceList({ health }: { health: HealthResponse }) {
  const { t, i18n } = useTranslation('public-status');
  const number = (value: number | null, unit?: 'mb' | 'ms' | 'days') => {
    if (value === null || value === undefined) return null;
    const formatted = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
      value,
    );
    return unit ? t(`units.${unit}`, { value: formatted }) : formatted;
  };
  const uptime = (seconds: number) => {
    const { key, ...values } = splitUptime(seconds);
    return t(`uptime.${key}`, values);
  };
  const { api, database, redis, external } = health.services;
  const errorLabel = t('fields.errorLabel');
  return (
    <>
      <ul className="status-grid" aria-label={t('title')}>
        <ServiceCard
          id="api"
          name={t('services.api')}
          status={api.status}
          errorLabel={errorLabel}
          fields={[
            { label: t('fields.version'), value: api.version },
            { label: t('fields.environment'), value: api.environment },
            { label: t('fields.uptime'), value: uptime(api.uptime_seconds) },
          ]}
        />
        <ServiceCard
          id="database"
          name={t('services.database')}
          status={database.status}
          error={database.error}
          errorLabel={errorLabel}
          fields={[
            { label: t('fields.version'), value: database.version },
            { label: t('fields.databaseSize'), value: number(database.database_size_mb, 'mb') },
            { label: t('fields.responseTime'), value: number(database.response_time_ms, 'ms') },
          ]}
        />
        <ServiceCard
          id="redis"
          name={t('services.redis')}
          status={redis.status}
          error={redis.error}
          errorLabel={errorLabel}
          fields={[
            { label: t('fields.version'), value: redis.version },
            { label: t('fields.connectedClients'), value: number(redis.connected_clients) },
            { label: t('fields.usedMemory'), value: number(redis.used_memory_mb, 'mb') },
            { label: t('fields.responseTime'), value: number(redis.response_time_ms, 'ms') },
            { label: t('fields.uptimeDays'), value: number(redis.uptime_days, 'days') },
          ]}
        />
      </ul>
      {Object.keys(external).length > 0 && (
        <>
          <h2 className="status-subtitle">{t('services.externalTitle')}</h2>
          <ul className="status-grid" aria-label={t('services.externalTitle')}>
            {Object.entries(external).map(([name, service]) => (
              <ServiceCard
                key={name}
                level={3}
                id={`external-${name}`}
                name={t(`services.external.${name}`, { defaultValue: name })}
                status={service.status}
                error={service.error}
                errorLabel={errorLabel}
                fields={[
                  { label: t('fields.message'), value: service.message },
                  {
                    label: t('fields.responseTime'),
                    value: number(service.response_time_ms, 'ms'),
                  },
                ]}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export function StatusPage() {
  const { t, i18n } = useTranslation('public-status');
  const { data: health, isPending, isError, isFetching, dataUpdatedAt, refetch } = useHealth();
  const healthy = health?.overall_status === 'healthy';
  const refreshing = isFetching && health !== undefined;
  const refresh = () => void refetch();
  return (
    <PublicLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} page="status" />
      <div className="ps-page ps-container status-page">
        <header className="status-page__header">
          <h1>{t('title')}</h1>
          <Button variant="secondary" onClick={refresh} loading={refreshing}>
            {refreshing ? t('refreshing') : t('refresh')}
          </Button>
        </header>
        {isError && (
          <div className="ps-notice ps-notice--error status-page__error">
            <p role="alert">{t('fetchError')}</p>
            <Button variant="secondary" onClick={refresh} loading={isFetching}>
              {t('tryAgain')}
            </Button>
          </div>
        )}
        {isPending && !isError && <Loading text={t('loading')} />}
        {health && (
          <>
            <p
              className={`status-headline status-headline--${statusTone(health.overall_status)}`}
              role="status"
            >
              <span className="status-badge__dot" aria-hidden="true" />
              {healthy ? t('allOperational') : t('issuesDetected')}
            </p>
            {dataUpdatedAt > 0 && (
              <p className="status-page__checked">
                {t('lastChecked', {
                  time: new Date(dataUpdatedAt).toLocaleTimeString(i18n.language),
                })}
              </p>
            )}
            <ServiceList health={health} />
          </>
        )}
      </div>
    </PublicLayout>
  );
}
