import { Button } from '@lyceum/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkAddTag } from '../api/bulk-add-tag';
import { useBulkRemoveTag } from '../api/bulk-remove-tag';
import type { Flashcard, Tag } from '@lyceum/contracts';
import { BulkBar, CardList, useSelectMode } from '../cards';
import { useFailureToast, type Notify } from './toasts';

export interface SelectableCardsProps {
  cards: Flashcard[];
  tags: Tag[];
  /** Whether a filter is set: the empty list then says that nothing matches. */
  filtered: boolean;
  onEdit: (card: Flashcard) => void;
  onDelete: (card: Flashcard) => void;
  /** Asks to delete these cards (the page confirms first). */
  onBulkDelete: (ids: number[]) => void;
  bulkDeleting: boolean;
  notify: Notify;
}

/**
 * The page's cards with select mode and the bulk bar. The selection lives here, so selecting
 * (a drag over a hundred cards included) re-renders the cards and the bar, never the rest of the
 * library; the page passes stable props.
 */
export const SelectableCards = memo(function SelectableCards({
  cards,
  tags,
  filtered,
  onEdit,
  onDelete,
  onBulkDelete,
  bulkDeleting,
  notify,
}: SelectableCardsProps) {
  const { t } = useTranslation('academy-library');
  const { t: tcards } = useTranslation('academy-cards');
  const fail = useFailureToast(notify);
  const bulkAdd = useBulkAddTag();
  const bulkRemove = useBulkRemoveTag();
  const selection = useSelectMode(cards.map((card) => card.id));
  const selectedCards = cards.filter((card) => selection.selected.has(card.id));

  const addTag = async (name: string) => {
    try {
      const answer = await bulkAdd.mutateAsync({
        flashcard_ids: [...selection.selected],
        tag_name: name,
      });
      notify('success', t('toasts.tagAdded', { name, count: answer.count }));
      return true;
    } catch (error) {
      fail('addTag', error, 'addTag');
      // The bar keeps the name typed, to try again.
      return false;
    }
  };

  const removeTag = async (name: string) => {
    try {
      const answer = await bulkRemove.mutateAsync({
        flashcard_ids: [...selection.selected],
        tag_name: name,
      });
      notify('success', t('toasts.tagRemoved', { name, count: answer.count }));
    } catch (error) {
      fail('removeTag', error, 'removeTag');
    }
  };

  return (
    <>
      {cards.length > 0 && !selection.active && (
        <div className="ac-library__select">
          <Button variant="secondary" onClick={selection.selectAll}>
            {tcards('bulk.selectAll')}
          </Button>
          <span className="ac-muted">{t('list.selectHint')}</span>
        </div>
      )}
      <CardList
        cards={cards}
        selection={selection}
        onEdit={onEdit}
        onDelete={onDelete}
        label={t('list.heading')}
        emptyText={
          <p className="ac-empty">{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
        }
      />
      <BulkBar
        selectedCards={selectedCards}
        tags={tags}
        pending={bulkAdd.isPending || bulkRemove.isPending || bulkDeleting}
        onAddTag={addTag}
        onRemoveTag={(name) => void removeTag(name)}
        onDelete={() => onBulkDelete([...selection.selected])}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onExit={selection.exit}
      />
    </>
  );
});
