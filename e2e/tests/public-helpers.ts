import {
  DEFAULT_LANGUAGE,
  PUBLIC_PAGES as PAGE_LIST,
  publicPageUrls,
} from '@lyceum/contracts/constants';
import type { Page } from '@playwright/test';

/** The token put in the address of a page of e-mailed links: no link has it. */
const SAMPLE_TOKEN = 'not-a-real-token-000000000000';

/**
 * Every page of the public site (the contracts' list, each page once: `/landing` is the landing
 * again), with its French version where it is one of the indexed pages, which name each other as
 * alternates.
 */
export const PUBLIC_PAGES = PAGE_LIST.filter((page) => !('aliasOf' in page)).map((page) => {
  const urls = publicPageUrls(page);
  const sample = (url: string) => url.replace(':token', SAMPLE_TOKEN);
  return {
    path: sample(urls[DEFAULT_LANGUAGE] ?? ''),
    fr: page.sitemap && urls.fr ? sample(urls.fr) : null,
  };
});

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@lyceum.test`;
}

export async function headAttribute(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).first().getAttribute(attribute);
}
