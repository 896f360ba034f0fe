import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { canStartGesture, swallowNextClick } from './pointer-helpers';

/** How long (ms) a finger must rest on a card to select it. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further (px) is scrolling, not pressing. */
const SLOP_PX = 10;

/**
 * Touch screens have no Ctrl-click and keep drags for scrolling: there, resting a finger on a
 * card for LONG_PRESS_MS calls `onLongPress` with its id (`data-card-id`). Moving, scrolling or
 * lifting the finger earlier cancels it; after a long-press, the click of the release is
 * swallowed and the context menu kept away. Returns the container's pointerdown handler.
 */
export function useLongPress(
  onLongPress: (id: number) => void,
): (event: ReactPointerEvent<HTMLElement>) => void {
  const latest = useRef(onLongPress);
  latest.current = onLongPress;
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    const container = event.currentTarget;
    if (!canStartGesture(event.target, container)) return;
    const card = (event.target as Element).closest<HTMLElement>('[data-card-id]');
    if (!card || !container.contains(card)) return;
    stop.current?.();

    const { pointerId, clientX, clientY } = event;
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      latest.current(Number(card.dataset.cardId));
    }, LONG_PRESS_MS);

    const end = () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('scroll', end, true);
      window.removeEventListener('contextmenu', onContextMenu, true);
      if (stop.current === end) stop.current = null;
    };
    function onMove(move: PointerEvent) {
      if (move.pointerId !== pointerId) return;
      if (Math.hypot(move.clientX - clientX, move.clientY - clientY) > SLOP_PX) end();
    }
    function onUp(up: PointerEvent) {
      if (up.pointerId !== pointerId) return;
      if (fired) swallowNextClick();
      end();
    }
    function onContextMenu(menu: Event) {
      if (fired || card!.contains(menu.target as Node)) menu.preventDefault();
    }

    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', end);
    window.addEventListener('scroll', end, true);
    window.addEventListener('contextmenu', onContextMenu, true);
    stop.current = end;
  }, []);
}
