import { FLASHCARD_STATUSES, type FlashcardStatusName } from '@lyceum/contracts/constants';
import { Input, Select } from '@lyceum/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlashcardListQuery } from '@lyceum/contracts';
import { LIBRARY_PAGE_SIZES } from '../library-rules';

type Sort = NonNullable<FlashcardListQuery['sort']>;

export interface ListControlsProps {
  q: string;
  sort: Sort;
  status: FlashcardStatusName | 'all';
  pageSize: number;
  onSearch: (q: string) => void;
  onSort: (sort: Sort) => void;
  onStatus: (status: FlashcardStatusName | 'all') => void;
  onPageSize: (size: number) => void;
}

/** A pause in typing this long sends the search. */
const SEARCH_DELAY_MS = 300;

/** Search, sort, status filter and page size, above the list. */
export function ListControls(props: ListControlsProps) {
  const { t } = useTranslation('academy-library');
  const { t: ts } = useTranslation('academy-cards');
  const [q, setQ] = useState(props.q);
  const { onSearch } = props;

  // The field follows the address (back and forward), and sends what is typed after a pause.
  useEffect(() => setQ(props.q), [props.q]);
  useEffect(() => {
    if (q === props.q) return;
    const timer = setTimeout(() => onSearch(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, props.q, onSearch]);

  return (
    <div className="ac-controls" role="group" aria-label={t('list.heading')}>
      <Input
        label={t('controls.search')}
        type="search"
        value={q}
        maxLength={200}
        hint={t('controls.searchHint')}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(q);
        }}
      />
      <Select
        label={t('controls.sort')}
        value={props.sort}
        onChange={(event) => props.onSort(event.target.value as Sort)}
        options={[
          { value: 'memory_strength', label: t('controls.sortMemory') },
          { value: 'status', label: t('controls.sortStatus') },
          { value: 'created', label: t('controls.sortCreated') },
        ]}
      />
      <Select
        label={t('controls.status')}
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value as FlashcardStatusName | 'all')}
        options={[
          { value: 'all', label: t('controls.statusAll') },
          ...FLASHCARD_STATUSES.map((status) => ({ value: status, label: ts(`status.${status}`) })),
        ]}
      />
      <Select
        label={t('controls.pageSize')}
        value={String(props.pageSize)}
        onChange={(event) => props.onPageSize(Number(event.target.value))}
        options={LIBRARY_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      />
    </div>
  );
}
