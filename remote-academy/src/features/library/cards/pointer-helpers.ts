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
/** The fastest auto-scroll, in px per second, reached at the very edge (24 px a frame at 60 Hz). */
const MAX_SCROLL_SPEED = 1440;
/** A frame's time as assumed for the first step of a scroll, when there is no previous step. */
const NOMINAL_FRAME_MS = 1000 / 60;
/**
 * The most time one step makes up for: after a stall (a busy page, a hidden tab) the window moves
 * by at most this much time's worth instead of jumping far ahead.
 */
const MAX_STEP_MS = 100;

/**
 * Scrolls the window when the pointer (viewport `clientY`) is near its top or bottom edge, by as
 * far as the scroll's speed goes in `sinceLastStepMs` (the time since the previous step; null for
 * a first step, which counts one 60 Hz frame), faster nearer the edge; the speed is the same at
 * any frame rate. True if the window moved.
 */
export function scrollNearEdge(clientY: number, sinceLastStepMs: number | null): boolean {
  const fromBottom = window.innerHeight - clientY;
  let nearness = 0;
  if (clientY < EDGE_PX) nearness = -(EDGE_PX - clientY) / EDGE_PX;
  else if (fromBottom < EDGE_PX) nearness = (EDGE_PX - fromBottom) / EDGE_PX;
  if (nearness === 0) return false;
  nearness = Math.max(-1, Math.min(1, nearness));
  const distance =
    Math.abs(nearness) *
    MAX_SCROLL_SPEED *
    (Math.min(sinceLastStepMs ?? NOMINAL_FRAME_MS, MAX_STEP_MS) / 1000);
  const before = window.scrollY;
  window.scrollBy(0, Math.sign(nearness) * Math.max(1, Math.round(distance)));
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
