import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000: the user menu closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;

/** Open on hover; close after a delay that a re-entry cancels. */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, show, scheduleClose, close, toggle: () => (open ? close() : show()) };
}
