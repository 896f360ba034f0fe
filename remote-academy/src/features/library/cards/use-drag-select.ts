import {
  useCallback,
  useEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import {
  canStartGesture,
  intersects,
  pageBox,
  scrollNearEdge,
  swallowNextClick,
  type Box,
} from './pointer-helpers';

/** How far (px) the pointer must travel before a press becomes a drag instead of a click. */
export const DRAG_THRESHOLD_PX = 5;

interface CardBox extends Box {
  id: number;
}

/** One press on the container, in page coordinates so that scrolling needs no remeasuring. */
interface Session {
  pointerId: number;
  startX: number;
  startY: number;
  clientX: number;
  clientY: number;
  /** Ctrl, Cmd or Shift held at the start: the rectangle adds to what was already selected. */
  base: readonly number[];
  dragging: boolean;
  bounds: Box;
  cards: CardBox[];
  /** The ids under the rectangle at the last frame, joined, to skip unchanged frames. */
  hits: string | null;
  frame: number | null;
  /** The time of the frame that last scrolled the window; null when the window is not scrolling. */
  scrolledAt: number | null;
  remeasure: boolean;
}

export interface DragSelectOptions {
  /** The selection when a drag starts; kept under an additive (Ctrl, Cmd, Shift) drag. */
  selected: ReadonlySet<number>;
  /** Called with the whole new selection, only when the cards under the rectangle change. */
  onSelect: (ids: number[]) => void;
  /** No drag starts while true. */
  disabled?: boolean;
}

export interface DragSelect {
  /** Put on the container that holds the cards (elements with `data-card-id`). */
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  /**
   * Put on an empty, absolutely positioned element inside the container (which must be
   * positioned): it is shown and sized while dragging without re-rendering anything.
   */
  rectangleRef: RefObject<HTMLDivElement | null>;
}

/**
 * A rectangle drawn by dragging over a list of cards selects the cards it touches. A press with
 * the primary mouse button or a pen starts it (touch keeps scrolling the page); it becomes a drag
 * after DRAG_THRESHOLD_PX of movement, so a click stays a click, and the click that ends a real
 * drag is swallowed. Card boxes are measured once at the start and again after an inner scroll;
 * work happens at most once a frame and `onSelect` runs only when the covered cards change.
 * The pointer is captured so the drag goes on outside the container, and the window scrolls
 * when the pointer nears its top or bottom edge.
 */
export function useDragSelect({
  selected,
  onSelect,
  disabled = false,
}: DragSelectOptions): DragSelect {
  const rectangleRef = useRef<HTMLDivElement | null>(null);
  const session = useRef<Session | null>(null);
  const latest = useRef({ selected, onSelect, disabled });
  latest.current = { selected, onSelect, disabled };
  // Removes the window listeners of the press in progress; set while one is.
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (latest.current.disabled || event.button !== 0 || !event.isPrimary) return;
    if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
    const container = event.currentTarget;
    if (!canStartGesture(event.target, container)) return;
    stop.current?.();

    const additive = event.ctrlKey || event.metaKey || event.shiftKey;
    const s: Session = {
      pointerId: event.pointerId,
      startX: event.clientX + window.scrollX,
      startY: event.clientY + window.scrollY,
      clientX: event.clientX,
      clientY: event.clientY,
      base: additive ? [...latest.current.selected] : [],
      dragging: false,
      bounds: { left: 0, top: 0, right: 0, bottom: 0 },
      cards: [],
      hits: null,
      frame: null,
      scrolledAt: null,
      remeasure: false,
    };
    session.current = s;

    const measure = () => {
      s.bounds = pageBox(container);
      s.cards = Array.from(container.querySelectorAll<HTMLElement>('[data-card-id]'), (card) => ({
        id: Number(card.dataset.cardId),
        ...pageBox(card),
      }));
      s.remeasure = false;
    };

    /** Draws the rectangle and reports the cards under it. */
    const update = () => {
      if (s.remeasure) measure();
      const x = s.clientX + window.scrollX;
      const y = s.clientY + window.scrollY;
      const { bounds } = s;
      const box: Box = {
        left: Math.max(bounds.left, Math.min(s.startX, x)),
        top: Math.max(bounds.top, Math.min(s.startY, y)),
        right: Math.min(bounds.right, Math.max(s.startX, x)),
        bottom: Math.min(bounds.bottom, Math.max(s.startY, y)),
      };
      const rectangle = rectangleRef.current;
      if (rectangle) {
        rectangle.hidden = false;
        rectangle.style.left = `${box.left - bounds.left - container.clientLeft}px`;
        rectangle.style.top = `${box.top - bounds.top - container.clientTop}px`;
        rectangle.style.width = `${Math.max(0, box.right - box.left)}px`;
        rectangle.style.height = `${Math.max(0, box.bottom - box.top)}px`;
      }
      const hits = s.cards.filter((card) => intersects(box, card)).map((card) => card.id);
      const key = hits.join(',');
      if (key === s.hits) return;
      s.hits = key;
      latest.current.onSelect(s.base.length ? [...new Set([...s.base, ...hits])] : hits);
    };

    const schedule = () => {
      if (s.frame !== null) return;
      s.frame = requestAnimationFrame((now) => {
        s.frame = null;
        if (session.current !== s) return;
        update();
        // Keep scrolling while the pointer rests near the edge, by the time since the last step,
        // so that slow frames do not slow the scroll down.
        if (scrollNearEdge(s.clientY, s.scrolledAt === null ? null : now - s.scrolledAt)) {
          s.scrolledAt = now;
          schedule();
        } else s.scrolledAt = null;
      });
    };

    const begin = () => {
      s.dragging = true;
      measure();
      try {
        container.setPointerCapture?.(s.pointerId);
      } catch {
        // The pointer is already gone; pointerup or pointercancel will end the press.
      }
      container.setAttribute('data-drag-selecting', '');
      document.documentElement.classList.add('ac-drag-selecting');
      window.getSelection()?.removeAllRanges();
    };

    const end = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKeyDown);
      if (s.frame !== null) cancelAnimationFrame(s.frame);
      s.frame = null;
      if (s.dragging) {
        if (container.hasPointerCapture?.(s.pointerId))
          container.releasePointerCapture(s.pointerId);
        container.removeAttribute('data-drag-selecting');
        document.documentElement.classList.remove('ac-drag-selecting');
        if (rectangleRef.current) rectangleRef.current.hidden = true;
      }
      if (session.current === s) session.current = null;
      if (stop.current === end) stop.current = null;
    };

    function onMove(move: PointerEvent) {
      if (move.pointerId !== s.pointerId) return;
      s.clientX = move.clientX;
      s.clientY = move.clientY;
      if (!s.dragging) {
        const dx = move.clientX + window.scrollX - s.startX;
        const dy = move.clientY + window.scrollY - s.startY;
        if (Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return;
        begin();
      }
      schedule();
    }

    function onUp(up: PointerEvent) {
      if (up.pointerId !== s.pointerId) return;
      if (s.dragging) {
        s.clientX = up.clientX;
        s.clientY = up.clientY;
        update();
        swallowNextClick();
      }
      end();
    }

    function onScroll(scroll: Event) {
      if (!s.dragging) return;
      // The window's scroll keeps page coordinates; an inner scroll moves the cards.
      if (scroll.target !== document) s.remeasure = true;
      schedule();
    }

    function onKeyDown(key: KeyboardEvent) {
      if (key.key !== 'Escape') return;
      // A drag called off still ends with a release, whose click must not toggle a card.
      if (s.dragging) window.addEventListener('pointerup', swallowNextClick, { once: true });
      end();
    }

    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', end);
    window.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKeyDown);
    stop.current = end;
  }, []);

  return { onPointerDown, rectangleRef };
}
