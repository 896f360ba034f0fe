import type { Page } from '@playwright/test';

/** Pages of the public site, with their French versions where the route table has one. */
export const PUBLIC_PAGES = [
  { path: '/', fr: '/fr' },
  { path: '/about', fr: '/fr/about' },
  { path: '/faq', fr: '/fr/faq' },
  { path: '/contact', fr: '/fr/contact' },
  { path: '/privacy', fr: '/fr/privacy' },
  { path: '/terms', fr: '/fr/terms' },
  { path: '/cookies', fr: '/fr/cookies' },
  { path: '/status', fr: null },
  { path: '/signin', fr: null },
  { path: '/signup', fr: null },
  { path: '/confirm/not-a-real-token-000000000000', fr: null },
  { path: '/unsubscribe/not-a-real-token-000000000000', fr: null },
  { path: '/verify-email/not-a-real-token-000000000000', fr: null },
] as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@lyceum.test`;
}

export async function headAttribute(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).first().getAttribute(attribute);
}
