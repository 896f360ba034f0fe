import { Button, Input } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaFilters as Filters } from '../api/browse-ideas';

export interface IdeaFiltersProps {
  /** The filters in force, which the fields start from. */
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/** The Search and Book Filter fields; Apply Filters, or Enter in either field, applies them. */
export function IdeaFilters({ applied, onApply }: IdeaFiltersProps) {
  const { t } = useTranslation('backoffice-vector-db');
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      role="search"
      className="bo-filters"
      aria-label={t('browse.filtersLabel')}
      onSubmit={submit}
    >
      <Input
        type="search"
        label={t('browse.searchLabel')}
        placeholder={t('browse.searchPlaceholder')}
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
      />
      <Input
        type="search"
        label={t('browse.bookLabel')}
        placeholder={t('browse.bookPlaceholder')}
        value={draft.book}
        onChange={(event) => setDraft({ ...draft, book: event.target.value })}
      />
      <Button type="submit" className="bo-filters__apply">
        {t('browse.apply')}
      </Button>
    </form>
  );
}
