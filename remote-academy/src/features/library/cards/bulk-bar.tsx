import { Button } from '@lyceum/ui';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flashcard, Tag } from '@lyceum/contracts';
import { BulkCreateTag } from './bulk-create-tag';
import { BulkTagGroup } from './bulk-tag-group';
import { tagsToAdd, tagsToRemove } from './bulk-tags';
import './cards.css';

export interface BulkBarProps {
  /** The selected cards of the page; the bar renders nothing when there is none. */
  selectedCards: readonly Flashcard[];
  /** All the user's tags, offered for adding. */
  tags: readonly Tag[];
  /** While true (a bulk call is running), the tag and delete actions are disabled. */
  pending?: boolean;
  /**
   * A tag name, existing or new (trimmed), to put on every selected card. When it returns a
   * promise, the new-tag field empties once it resolves, unless it rejects or resolves `false`.
   */
  onAddTag: (name: string) => void | Promise<unknown>;
  onRemoveTag: (name: string) => void;
  /** Asks to delete the selected cards; the page confirms first. */
  onDelete: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  onExit: () => void;
}

/** Wide screens open the tag tools at once; on a phone they wait behind the Tags button. */
function startsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 48rem)').matches;
}

/**
 * The bar of actions on the selected cards, sticky at the bottom of the window: place it right
 * after the card list, in the same container.
 */
export function BulkBar({
  selectedCards,
  tags,
  pending = false,
  onAddTag,
  onRemoveTag,
  onDelete,
  onSelectAll,
  onClear,
  onExit,
}: BulkBarProps) {
  const { t } = useTranslation('academy-cards');
  const [tagsOpen, setTagsOpen] = useState(startsOpen);
  const panelId = useId();
  const toAdd = useMemo(() => tagsToAdd(selectedCards, tags), [selectedCards, tags]);
  const toRemove = useMemo(() => tagsToRemove(selectedCards, tags), [selectedCards, tags]);
  const count = selectedCards.length;
  if (count === 0) return null;

  return (
    <section className="ac-bulk" aria-label={t('bulk.label')} aria-busy={pending || undefined}>
      <div className="ac-bulk__row">
        <p className="ac-bulk__count" role="status">
          {t('bulk.selected', { count })}
        </p>
        <div className="ac-bulk__selection">
          <Button variant="secondary" onClick={onSelectAll}>
            {t('bulk.selectAll')}
          </Button>
          <Button variant="secondary" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
          <Button variant="secondary" onClick={onExit}>
            {t('bulk.exit')}
          </Button>
        </div>
      </div>
      <div className="ac-bulk__row ac-bulk__row--actions">
        <Button
          variant="ghost"
          className="ac-bulk__disclosure"
          aria-expanded={tagsOpen}
          aria-controls={panelId}
          onClick={() => setTagsOpen((open) => !open)}
        >
          <span aria-hidden="true">{tagsOpen ? '▾' : '▸'}</span>
          {t('bulk.tags')}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onDelete}>
          {t('bulk.delete')}
        </Button>
      </div>
      <div id={panelId} className="ac-bulk__tags" hidden={!tagsOpen}>
        <BulkTagGroup
          title={t('bulk.addTag')}
          names={toAdd}
          kind="add"
          buttonLabel={(name) => t('bulk.addTagNamed', { name })}
          emptyText={t('bulk.nothingToAdd')}
          disabled={pending}
          onPick={(name) => {
            // The page reports failures; the bar only keeps them from going unhandled.
            const result = onAddTag(name);
            if (result instanceof Promise) result.catch(() => undefined);
          }}
        />
        <BulkTagGroup
          title={t('bulk.removeTag')}
          names={toRemove}
          kind="remove"
          buttonLabel={(name) => t('bulk.removeTagNamed', { name })}
          emptyText={t('bulk.nothingToRemove')}
          disabled={pending}
          onPick={onRemoveTag}
        />
        <BulkCreateTag disabled={pending} onSubmit={onAddTag} />
      </div>
    </section>
  );
}
