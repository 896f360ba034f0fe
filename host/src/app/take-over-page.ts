// Taking a prerendered public page over, loaded only where the document is one (bootstrap): when
// to hydrate it, and what the visitor did on it before, handed to the app once it is hydrated.
import { START_AT_INPUT } from '@lyceum/contracts/constants';
import { markTakenOver, onFirstPage } from './take-over';

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `start` once, when the page is idle after its load or at the visitor's first pointer,
 * key or focus event, whichever comes first: taking the page over never competes with its first
 * paint, and starts as soon as the visitor acts (what they do meanwhile is replayed once it is
 * done). A page never idle is taken over `timeout` ms after its load. A page whose app waited for
 * the first input (START_AT_INPUT on <html>) has had it: `start` runs at once.
 */
export function whenIdleOrInput(start: () => void, timeout = 2000): void {
  if (document.documentElement.getAttribute(START_AT_INPUT.attribute) === START_AT_INPUT.value) {
    start();
    return;
  }
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

/** A field and what a visitor typed into it, or chose in it, before the app took the page over. */
export interface TypedText {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  text: string;
}

/**
 * The value a field was rendered with on the server: its default text, or its default option's
 * value (null for a select with none).
 */
function renderedValue(field: TypedText['field']): string | null {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return [...field.options].find((option) => option.defaultSelected)?.value ?? null;
}

/**
 * What was typed or chosen in a prerendered page's fields before the app took it over: hydrated
 * by React, a field keeps it, but React holds the value it rendered, and the next render writes
 * that value over it. Read when the page has just been hydrated, before anything renders it again.
 */
export function typedText(container: ParentNode = document): TypedText[] {
  const fields = container.querySelectorAll<TypedText['field']>('input, textarea, select');
  return [...fields]
    .filter((field) => field.type !== 'checkbox' && field.type !== 'radio')
    .filter((field) => renderedValue(field) !== null && field.value !== renderedValue(field))
    .map((field) => ({ field, text: field.value }));
}

/**
 * Gives the app what was typed or chosen before it ran (`typedText`): each text field gets its
 * text back with an input event that React reads as the change it missed, each select its option
 * with a change event. Called once the hydration's commit is over, never during it (React would
 * take the event for one on a page still being hydrated).
 */
export function keepTypedText(typed: TypedText[]): void {
  for (const { field, text } of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = text;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // React's tracker sees the value set through the element; the prototype's setter bypasses
    // it, so the event carries a change from the rendered value to the typed one.
    field.value = renderedValue(field) ?? '';
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

declare global {
  interface Window {
    /** What the visitor clicked or submitted before the app took the page over (index.html). */
    lyceumWaiting?: Element[];
  }
}

/**
 * Replays what the visitor did on the prerendered page before the app took it over: the focus
 * they are in, then what they clicked or submitted, in order, on the same elements, now the
 * app's. Called once the page is hydrated; in a task of its own, after the state updates of
 * `keepTypedText` have been rendered.
 */
export function replayWaitingActions(): void {
  markTakenOver();
  // The field the visitor is in was focused before the app could hear it: it hears it now.
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest('#root') !== null) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  const waiting = window.lyceumWaiting?.splice(0) ?? [];
  if (waiting.length === 0) return;
  setTimeout(() => {
    for (const element of waiting) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, 0);
}

/**
 * Takes the prerendered page over: `hydrate` runs once the public remote's page is here
 * (`pageReady`) and the page is idle or the visitor acts; when its first page is hydrated, what
 * was typed, chosen, focused and clicked before is handed to it.
 */
export function takeOver(
  root: HTMLElement,
  pageReady: Promise<unknown>,
  hydrate: () => void,
): void {
  onFirstPage(() => {
    // Read now, before anything renders the page again (a render writes the state's text into
    // its fields), handed over once this commit is done.
    const typed = typedText(root);
    markTakenOver();
    queueMicrotask(() => {
      keepTypedText(typed);
      replayWaitingActions();
    });
  });
  whenIdleOrInput(() => {
    void pageReady.then(hydrate);
  });
}
