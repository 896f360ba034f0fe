import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { Flashcard } from '@lyceum/contracts';
import { CardDetails } from './card-details';
import { StatusBadge } from './status-badge';
import { StrengthMeter } from './strength-meter';
import { TagChips } from './tag-chips';

/** How many tags a closed card shows before a "+N" chip. */
export const CARD_TAGS_SHOWN = 3;

export interface CardItemProps {
  card: Flashcard;
  /** Prefix for the ids inside the card, unique to the list. */
  idPrefix: string;
  /** The id of the list's keyboard hint, read when the card gets focus. */
  hintId: string;
  selectMode: boolean;
  selected: boolean;
  expanded: boolean;
  /** A click anywhere on the card's head, or Enter/Space on its button. */
  onActivate: (id: number, event: MouseEvent) => void;
  /** Shift+Space, Ctrl+Space or Cmd+Space on the card's button. */
  onSelectKey: (id: number) => void;
  onEdit: (card: Flashcard) => void;
  onDelete: (card: Flashcard) => void;
}

/**
 * A card's status, strength and tags. Entering or leaving select mode re-renders every card of the
 * page; this part depends on the card alone, so it is skipped then.
 */
const CardMeta = memo(function CardMeta({ card }: { card: Flashcard }) {
  return (
    <div className="ac-card__meta">
      <StatusBadge status={card.status} />
      <StrengthMeter value={card.memory_strength} />
      <TagChips tags={card.tags} limit={CARD_TAGS_SHOWN} />
    </div>
  );
});

/**
 * One card: its head (recto, status, strength, first tags) is one button for the keyboard and
 * one click target for the mouse; it opens the details outside select mode and (un)selects the
 * card in it. Memoised, so a change of selection re-renders only the cards it touches.
 */
export const CardItem = memo(function CardItem({
  card,
  idPrefix,
  hintId,
  selectMode,
  selected,
  expanded,
  onActivate,
  onSelectKey,
  onEdit,
  onDelete,
}: CardItemProps) {
  const rectoId = `${idPrefix}-${card.id}-recto`;
  const detailsId = `${idPrefix}-${card.id}-details`;
  const open = expanded && !selectMode;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' || !(event.shiftKey || event.ctrlKey || event.metaKey)) return;
    // Kept from the button, so that the release of Space does not click it as well.
    event.preventDefault();
    onSelectKey(card.id);
  };

  return (
    <li
      className="ac-card"
      data-card-id={card.id}
      data-selected={selected || undefined}
      data-open={open || undefined}
    >
      {/* The head is a larger mouse target; the keyboard uses the button inside. */}
      <div className="ac-card__head" onClick={(event) => onActivate(card.id, event)}>
        {selectMode && (
          <span className="ac-card__check" aria-hidden="true">
            {selected ? '✓' : ''}
          </span>
        )}
        <button
          type="button"
          className="ac-card__toggle"
          data-card-toggle=""
          aria-describedby={hintId}
          {...(selectMode
            ? { 'aria-pressed': selected }
            : { 'aria-expanded': open, 'aria-controls': open ? detailsId : undefined })}
          onKeyDown={onKeyDown}
        >
          {!selectMode && (
            <span className="ac-card__chevron" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
          )}
          <span id={rectoId} className="ac-card__recto">
            {card.recto}
          </span>
        </button>
        <CardMeta card={card} />
      </div>
      {open && (
        <CardDetails
          id={detailsId}
          card={card}
          rectoId={rectoId}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    </li>
  );
});
