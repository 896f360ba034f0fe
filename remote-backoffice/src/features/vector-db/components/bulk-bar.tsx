import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

export interface BulkBarProps {
  /** How many ideas the page shows (Select All takes them all). */
  total: number;
  selected: number;
  deleting: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  /** Asks to delete the selection; the browser checks and confirms first. */
  onDelete: () => void;
}

/** Select All (n), Clear Selection, how many are selected, and Delete Selected (n). */
export function BulkBar({
  total,
  selected,
  deleting,
  onSelectAll,
  onClear,
  onDelete,
}: BulkBarProps) {
  const { t } = useTranslation('backoffice-vector-db');
  return (
    <div className="bo-bulk" role="group" aria-label={t('bulk.label')}>
      <Button variant="secondary" onClick={onSelectAll}>
        {t('bulk.selectAll', { total })}
      </Button>
      <Button variant="secondary" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
      <p className="bo-bulk__count" aria-live="polite">
        {t('bulk.selected', { count: selected })}
      </p>
      <Button variant="danger" className="bo-bulk__delete" loading={deleting} onClick={onDelete}>
        {deleting ? t('bulk.deleting') : t('bulk.delete', { total: selected })}
      </Button>
    </div>
  );
}
