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

/**
 * Marks the page as the app's: from now on its buttons and forms answer directly. Before that,
 * on a prerendered page, the template's first script holds their clicks and submissions back.
 */
export function markTakenOver(): void {
  document.documentElement.setAttribute('data-lyceum-app', '');
}

let firstPage: (() => void) | null = null;

/** What runs once the first page of a prerendered document is hydrated (the take-over sets it). */
export function onFirstPage(callback: () => void): void {
  firstPage = callback;
}

/** Called by a public page in the layout phase of its first commit: runs `onFirstPage`'s, once. */
export function firstPageShown(): void {
  const callback = firstPage;
  firstPage = null;
  callback?.();
}
