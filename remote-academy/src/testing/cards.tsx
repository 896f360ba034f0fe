// Test helpers for the card list: sample cards, a page that wires the list to the bulk bar as the
// library does, and what jsdom lacks for drags (PointerEvent, pointer capture, layout).
import type { Flashcard, Tag } from '@lyceum/contracts';
import { BulkBar, type BulkBarProps } from '../features/library/cards/bulk-bar';
import { CardList } from '../features/library/cards/card-list';
import { useSelectMode } from '../features/library/cards/use-select-mode';

export function makeCard(id: number, overrides: Partial<Flashcard> = {}): Flashcard {
  return {
    id,
    recto: `Recto ${id}`,
    verso: `Verso ${id}`,
    tags: [],
    status: 'learning',
    memory_strength: 0.5,
    last_review: '2025-03-02T10:30:00Z',
    due: null,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-02T10:30:00Z',
    ...overrides,
  };
}

export function makeTags(...names: string[]): Tag[] {
  return names.map((name, index) => ({
    id: index + 1,
    name,
    description: null,
    flashcard_count: 1,
  }));
}

type PageCallbacks = Pick<BulkBarProps, 'onAddTag' | 'onRemoveTag' | 'onDelete'>;

export interface LibraryHarnessProps extends Partial<PageCallbacks> {
  cards: Flashcard[];
  tags?: Tag[];
  onEdit?: (card: Flashcard) => void;
  onDeleteCard?: (card: Flashcard) => void;
  emptyText?: string;
}

/** The list and the bar wired together the way the library page does it. */
export function LibraryHarness({
  cards,
  tags = [],
  onEdit = () => undefined,
  onDeleteCard = () => undefined,
  onAddTag = () => undefined,
  onRemoveTag = () => undefined,
  onDelete = () => undefined,
  emptyText,
}: LibraryHarnessProps) {
  const selection = useSelectMode(cards.map((card) => card.id));
  return (
    <>
      <CardList
        cards={cards}
        selection={selection}
        onEdit={onEdit}
        onDelete={onDeleteCard}
        emptyText={emptyText}
      />
      <BulkBar
        selectedCards={cards.filter((card) => selection.selected.has(card.id))}
        tags={tags}
        onAddTag={onAddTag}
        onRemoveTag={onRemoveTag}
        onDelete={onDelete}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onExit={selection.exit}
      />
    </>
  );
}

/** jsdom has neither PointerEvent nor pointer capture; enough of both for the drag code. */
export function installPointerEvents(): void {
  if (typeof window.PointerEvent !== 'function') {
    class PointerEventShim extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
  }
  if (!('setPointerCapture' in HTMLElement.prototype)) {
    const captured = new WeakMap<Element, number>();
    Object.assign(HTMLElement.prototype, {
      setPointerCapture(this: HTMLElement, id: number) {
        captured.set(this, id);
      },
      hasPointerCapture(this: HTMLElement, id: number) {
        return captured.get(this) === id;
      },
      releasePointerCapture(this: HTMLElement) {
        captured.delete(this);
      },
    });
  }
}

/** Gives an element a layout box, in viewport coordinates. */
export function stubBox(
  element: Element,
  box: { left: number; top: number; width: number; height: number },
): void {
  const { left, top, width, height } = box;
  element.getBoundingClientRect = () => ({
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  });
}
