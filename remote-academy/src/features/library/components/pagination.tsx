import { useTranslation } from 'react-i18next';
import { paginationWindow } from './pagination-window';

export interface PaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous, at most five numbered pages around the current one, Next, and the range shown. */
export function Pagination({ page, totalPages, totalCount, pageSize, onPage }: PaginationProps) {
  const { t } = useTranslation('academy-library');
  if (totalCount === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalCount);
  return (
    <nav className="ac-pagination" aria-label={t('pagination.label')}>
      <p className="ac-pagination__range">
        {t('pagination.range', { from, to, total: totalCount })}
      </p>
      {totalPages > 1 && (
        <ul className="ac-pagination__pages">
          <li>
            <button
              type="button"
              className="ac-pagination__button"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {t('pagination.previous')}
            </button>
          </li>
          {paginationWindow(page, totalPages).map((number) => (
            <li key={number}>
              <button
                type="button"
                className="ac-pagination__button"
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: number })}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="ac-pagination__button"
              disabled={page >= totalPages}
              onClick={() => onPage(page + 1)}
            >
              {t('pagination.next')}
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
