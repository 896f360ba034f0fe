/** The product's name, as every page title ends with it. A brand: the same in every language. */
export const PRODUCT_NAME = 'Lyceum';

/** "Flashcards Library — Lyceum"; the product's name alone without a page title. */
export function documentTitle(page?: string | null): string {
  return page ? `${page} — ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Sets the window's title while the page that renders it is shown. React hoists `<title>` into
 * `<head>` ahead of the static one, and removes it with the page.
 */
export function DocumentTitle({ title }: { title?: string | null }) {
  return <title>{documentTitle(title)}</title>;
}
