import { COLLECTION_HEALTHY } from '@lyceum/contracts/constants';
import { Button } from '@lyceum/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collection } from '../api/get-collections';

export interface CollectionCardProps {
  collection: Collection;
  deleting: boolean;
  onBrowse: (collection: Collection) => void;
  /** Asks to delete the collection; the overview confirms first. */
  onDelete: (collection: Collection) => void;
}

/**
 * One collection: its author and name, its health (green when healthy, yellow with the status
 * otherwise), its ideas count, vector size and size in MB when known, and its two actions, which
 * name the collection to assistive technologies.
 */
export function CollectionCard({ collection, deleting, onBrowse, onDelete }: CollectionCardProps) {
  const { t, i18n } = useTranslation('backoffice-vector-db');
  const titleId = useId();
  const numbers = new Intl.NumberFormat(i18n.language);
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const { name, author, health_status: health, ideas_count: ideas, size_mb: size } = collection;
  const healthy = health === COLLECTION_HEALTHY;
  return (
    <li className="ly-card bo-collection" data-collection={name}>
      <div>
        <h2 id={titleId} className="bo-collection__author">
          {author}
        </h2>
        <p className="bo-collection__name">{name}</p>
      </div>
      <dl className="bo-facts">
        <div>
          <dt>{t('overview.health')}</dt>
          <dd>
            <span className={`bo-health bo-health--${healthy ? 'healthy' : 'warning'}`}>
              {/* The known statuses read in the user's language; any other as the server says. */}
              {t(`health.${health}`, { defaultValue: health })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('overview.ideas')}</dt>
          <dd>{numbers.format(ideas)}</dd>
        </div>
        <div>
          <dt>{t('overview.vectorSize')}</dt>
          <dd>{numbers.format(collection.vector_size)}</dd>
        </div>
        {typeof size === 'number' && (
          <div>
            <dt>{t('overview.size')}</dt>
            <dd>{t('overview.sizeValue', { size: megabytes.format(size) })}</dd>
          </div>
        )}
      </dl>
      <div className="bo-collection__actions">
        <Button data-browse={name} aria-describedby={titleId} onClick={() => onBrowse(collection)}>
          {t('overview.browse', { ideas: numbers.format(ideas) })}
        </Button>
        <Button
          variant="danger"
          loading={deleting}
          aria-describedby={titleId}
          onClick={() => onDelete(collection)}
        >
          {deleting ? t('overview.deleting') : t('overview.delete')}
        </Button>
      </div>
    </li>
  );
}
