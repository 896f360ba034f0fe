import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page x of y' and Next; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('backoffice-vector-db');
  if (totalPages <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={t('pager.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p className="bo-pager__position" aria-live="polite">
        {t('pager.page', { page, total: totalPages })}
      </p>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
