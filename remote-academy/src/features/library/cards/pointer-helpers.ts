// Small pieces shared by the drag rectangle and the touch long-press.

/**
 * A press on one of these never starts a drag or a long-press, so controls keep their clicks and
 * text in the details stays selectable. A card's own toggle button (`data-card-toggle`) is the
 * card itself and does start them.
 */
const NOT_A_GESTURE_START =
  'button, a, input, textarea, select, label, summary, [contenteditable]:not([contenteditable="false"]), [data-no-drag-select]';

/** True when a press on `target` inside `container` may start a drag or a long-press. */
export function canStartGesture(target: EventTarget, container: Element): boolean {
  if (!(target instanceof Element)) return false;
  const blocker = target.closest(NOT_A_GESTURE_START);
  return !blocker || !container.contains(blocker) || blocker.hasAttribute('data-card-toggle');
}

/** A rectangle in page coordinates (viewport plus scroll), so a window scroll does not move it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const intersects = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

export function pageBox(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return {
    left: rect.left + window.scrollX,
    top: rect.top + window.scrollY,
    right: rect.right + window.scrollX,
    bottom: rect.bottom + window.scrollY,
  };
}

/** Within this distance (px) of the window's top or bottom edge, a drag scrolls the window. */
const EDGE_PX = 48;
/** The fastest auto-scroll, in px per frame, reached at the very edge. */
const MAX_SCROLL_STEP = 24;

/**
 * Scrolls the window one frame's step when the pointer (viewport `clientY`) is near its top or
 * bottom edge, faster nearer the edge; true if the window moved.
 */
export function scrollNearEdge(clientY: number): boolean {
  const fromBottom = window.innerHeight - clientY;
  let step = 0;
  if (clientY < EDGE_PX) step = -((EDGE_PX - clientY) / EDGE_PX) * MAX_SCROLL_STEP;
  else if (fromBottom < EDGE_PX) step = ((EDGE_PX - fromBottom) / EDGE_PX) * MAX_SCROLL_STEP;
  if (step === 0) return false;
  step = Math.max(
    -MAX_SCROLL_STEP,
    Math.min(MAX_SCROLL_STEP, Math.sign(step) * Math.ceil(Math.abs(step))),
  );
  const before = window.scrollY;
  window.scrollBy(0, step);
  return window.scrollY !== before;
}

/**
 * Swallows the click a browser fires after a gesture's pointerup, so that it does not also toggle
 * the card under the pointer. That click comes in the same task as the pointerup, and surely
 * before another press.
 */
export function swallowNextClick(): void {
  const swallow = (click: MouseEvent) => {
    click.stopPropagation();
    click.preventDefault();
    done();
  };
  const done = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', done, true);
    clearTimeout(timer);
  };
  window.addEventListener('click', swallow, true);
  window.addEventListener('pointerdown', done, true);
  const timer = setTimeout(done, 0);
}
