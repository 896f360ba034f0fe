import { useEffect, useRef, type RefObject } from 'react';

/** The open menus and panels, the latest opened last: Escape closes that one only. */
const openLayers: object[] = [];

interface DismissOptions {
  open: boolean;
  /** Everything that belongs to the layer, its trigger included: a press there keeps it open. */
  container: RefObject<HTMLElement | null>;
  /** The control that opened the layer: the focus goes back to it after Escape. */
  trigger: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}

/**
 * While a menu or panel is open: Escape closes it (the innermost first, when one is open inside
 * another) and hands the focus back to its trigger when the focus was inside it; a press anywhere
 * outside it closes it and leaves the focus where the press put it.
 */
export function useDismiss({ open, container, trigger, onDismiss }: DismissOptions): void {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const layer = {};
    openLayers.push(layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openLayers.at(-1) !== layer) return;
      const focused = document.activeElement;
      const focusInside =
        !focused || focused === document.body || Boolean(container.current?.contains(focused));
      dismiss.current();
      if (focusInside) trigger.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      dismiss.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, container, trigger]);
}
