import { useCallback, useEffect, useRef, useState } from 'react';

/** The user menu closes this long after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 150;

/** Closed, opened by the pointer resting on it, or opened by a click, tap or key. */
type MenuState = 'closed' | 'hover' | 'click';

/**
 * Opens on hover and closes a delay after the pointer leaves (a re-entry cancels it). A click
 * opens it too, and closes it only when a click opened it: on a touch screen the tap that opens
 * the menu also hovers it, and must not close it again at once.
 */
export function useHoverMenu() {
  const [state, setState] = useState<MenuState>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const show = useCallback(() => {
    cancelClose();
    setState((current) => (current === 'closed' ? 'hover' : current));
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setState('closed'), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const close = useCallback(() => {
    cancelClose();
    setState('closed');
  }, [cancelClose]);

  const click = useCallback(() => {
    cancelClose();
    setState((current) => (current === 'click' ? 'closed' : 'click'));
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open: state !== 'closed', show, scheduleClose, close, click };
}
