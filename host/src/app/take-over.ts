import { i18n } from '@lyceum/platform';

/**
 * Whether #root holds a prerendered public page the app can take over as it stands (hydration);
 * otherwise the app renders the page anew. The template's first script marks a page the visitor
 * must not see as it stands (`data-lyceum-render="client"`); the page must also be in the
 * language the app chose (the address's, or the visitor's for a page with a single address).
 */
export function canTakeOver(root: HTMLElement): boolean {
  const html = document.documentElement;
  return (
    html.hasAttribute('data-lyceum-document') &&
    html.dataset.lyceumRender !== 'client' &&
    root.firstElementChild !== null &&
    i18n.language === html.lang
  );
}

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, when the page is idle after its load or at the visitor's first pointer,
 * key or focus event, whichever comes first: taking the page over never competes with its first
 * paint, and is under way before a click or a key press reaches it (React then replays it).
 * A page never idle is taken over `timeout` ms after its load.
 */
export function whenIdleOrInput(start: () => void, timeout = 2000): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, run, true);
    start();
  };
  for (const type of FIRST_INPUT)
    window.addEventListener(type, run, { capture: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Hands to the app what a visitor typed into a prerendered form before the app took it over. A
 * text field hydrated by React keeps the text typed, but React holds the value it rendered: a
 * field whose text differs from the one it was rendered with gets an input event that React
 * reads as the change it missed.
 */
export function keepTypedInput(container: ParentNode = document): void {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  );
  for (const field of fields) {
    if (field.type === 'checkbox' || field.type === 'radio') continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // React's tracker sees the value set through the element; the prototype's setter bypasses
    // it, so the event carries a change from the rendered value to the typed one.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
