import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@lyceum/contracts';
import { CardItem } from './card-item';
import { useDragSelect } from './use-drag-select';
import { useLongPress } from './use-long-press';
import type { SelectMode } from './use-select-mode';
import './cards.css';

export interface CardListProps {
  /** The cards of the current page, in display order. */
  cards: readonly Flashcard[];
  /** From `useSelectMode(cards.map((card) => card.id))`. */
  selection: SelectMode;
  /** Edit and Delete in a card's open details. */
  onEdit: (card: Flashcard) => void;
  onDelete: (card: Flashcard) => void;
  /** Shown instead of the list when `cards` is empty. */
  emptyText?: ReactNode;
  /** The list's accessible name; "Flashcards" by default. */
  label?: string;
}

const TOGGLE = '[data-card-toggle]';

/**
 * The cards of a page. Outside select mode a click (or Enter/Space) opens or closes a card's
 * details; Ctrl/Cmd-click, Shift/Ctrl+Space, a drag rectangle or (on touch screens) a long-press
 * selects cards and enters select mode, where a click (or Space) (un)selects a card and details stay closed. Arrow Up/Down,
 * Home and End move between cards. Escape leaving select mode is handled by `useSelectMode`.
 */
export function CardList({ cards, selection, onEdit, onDelete, emptyText, label }: CardListProps) {
  const { t } = useTranslation('academy-cards');
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const lastFocused = useRef<number | null>(null);
  const latest = useRef({ selection, onEdit, onDelete });
  latest.current = { selection, onEdit, onDelete };

  const drag = useDragSelect({ selected: selection.selected, onSelect: selection.replace });
  const onLongPress = useLongPress((id) => latest.current.selection.toggle(id));
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.onPointerDown(event);
    onLongPress(event);
  };

  // Stable callbacks, so that memoised cards skip renders their own props do not call for.
  const onActivate = useCallback((id: number, event: MouseEvent) => {
    const { selection } = latest.current;
    if (event.ctrlKey || event.metaKey || selection.active) {
      selection.toggle(id);
      return;
    }
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const onSelectKey = useCallback((id: number) => latest.current.selection.toggle(id), []);
  const edit = useCallback((card: Flashcard) => latest.current.onEdit(card), []);
  const remove = useCallback((card: Flashcard) => latest.current.onDelete(card), []);

  // Leaving select mode from the bulk bar removes the focused button with the bar: focus goes
  // back to the card last used, without scrolling to it.
  const wasActive = useRef(selection.active);
  useEffect(() => {
    const leaving = wasActive.current && !selection.active;
    wasActive.current = selection.active;
    if (!leaving || lastFocused.current === null) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-card-id="${lastFocused.current}"] ${TOGGLE}`)
      ?.focus({ preventScroll: true });
  }, [selection.active]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const card = (event.target as Element).closest<HTMLElement>('[data-card-id]');
    if (card) lastFocused.current = Number(card.dataset.cardId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const card = (event.target as Element).closest('[data-card-id]');
    const list = listRef.current;
    if (!card || !list) return;
    const toggles = Array.from(list.querySelectorAll<HTMLElement>(TOGGLE));
    const current = toggles.findIndex((toggle) => card.contains(toggle));
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: toggles.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    toggles[Math.max(0, Math.min(toggles.length - 1, target))]?.focus();
  };

  if (cards.length === 0) {
    // A div, so that the page may pass a paragraph or an EmptyState.
    return <div className="ac-card-list__empty">{emptyText ?? t('list.empty')}</div>;
  }

  return (
    <div
      className="ac-card-list"
      data-select-mode={selection.active || undefined}
      onPointerDown={onPointerDown}
    >
      <p id={hintId} className="ly-visually-hidden">
        {t('list.hint')}
      </p>
      <ul
        ref={listRef}
        className="ac-card-list__items"
        aria-label={label ?? t('list.label')}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            idPrefix={idPrefix}
            hintId={hintId}
            selectMode={selection.active}
            selected={selection.selected.has(card.id)}
            expanded={expanded.has(card.id)}
            onActivate={onActivate}
            onSelectKey={onSelectKey}
            onEdit={edit}
            onDelete={remove}
          />
        ))}
      </ul>
      <div ref={drag.rectangleRef} className="ac-card-list__rectangle" aria-hidden="true" hidden />
    </div>
  );
}
