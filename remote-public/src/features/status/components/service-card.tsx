import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '../api/get-health';
import { StatusBadge } from './status-badge';
import { statusTone } from '../status-format';

export interface ServiceField {
  label: string;
  value: ReactNode;
}

interface ServiceCardProps {
  id: string;
  name: string;
  status: ServiceStatus;
  fields: ServiceField[];
  /** The server's category (`refused`, `timeout`, …), shown in words; an unknown one as sent. */
  error?: string | null | undefined;
  /** "Error:", its colon included. */
  errorLabel: string;
  /** h2 for the core services, h3 under the External services heading. */
  level?: 2 | 3;
}

/** One service: name, coloured status and the facts the server reported (empty ones hidden). */
export function ServiceCard({
  id,
  name,
  status,
  fields,
  error,
  errorLabel,
  level = 2,
}: ServiceCardProps) {
  const { t } = useTranslation('public-status');
  const Heading = `h${level}` as const;
  const shown = fields.filter(
    (field) => field.value !== null && field.value !== undefined && field.value !== '',
  );
  return (
    <li className={`status-card status-card--${statusTone(status)}`} data-testid={`service-${id}`}>
      <div className="status-card__header">
        <Heading id={`service-${id}-title`}>{name}</Heading>
        <StatusBadge status={status} />
      </div>
      {shown.length > 0 && (
        <dl className="status-card__fields">
          {shown.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {error && (
        <p className="status-card__error">
          {/* The label carries its colon: French puts a no-break space before it. */}
          <strong>{errorLabel}</strong> {t(`errors.${error}`, { defaultValue: error })}
        </p>
      )}
    </li>
  );
}
