import {
  PUBLIC_PAGES,
  publicPageUrls,
  type LanguageCode,
  type PublicDocument,
} from '@lyceum/contracts/constants';
import { AuthProvider, createQueryClient, i18n } from '@lyceum/platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pages } from '../pages';

/**
 * The tags React hoists into <head> (title, meta, link), which a page rendered alone writes
 * first, before its markup.
 */
const LEADING_HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/** Splits a page rendered alone into what goes into <head> and its markup. */
export function splitHead(html: string): { head: string; body: string } {
  const head = LEADING_HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * One page in one language, as a guest opening its address sees it before any answer from the
 * API: the providers the host puts around a page render no markup of their own, so the markup is
 * the one the app renders there. An address with a token is rendered as is (`:token`): the
 * frame of the page, the same for every link.
 */
async function renderPage(
  page: (typeof PUBLIC_PAGES)[number],
  Page: ComponentType,
  language: LanguageCode,
  path: string,
): Promise<PublicDocument> {
  await i18n.changeLanguage(language);
  const { prelude } = await prerender(
    <QueryClientProvider client={createQueryClient(QueryClient)}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider restore={false}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  return { page: page.key, language, path, ...splitHead(html) };
}

/** Every public page in each of its languages, one after the other (they share i18n's language). */
export async function renderDocuments(): Promise<PublicDocument[]> {
  const documents: PublicDocument[] = [];
  for (const page of PUBLIC_PAGES) {
    const Page = pages[page.path];
    if (!Page) throw new Error(`No component for the public page ${page.key}`);
    for (const [language, path] of Object.entries(publicPageUrls(page))) {
      documents.push(await renderPage(page, Page, language as LanguageCode, path));
    }
  }
  return documents;
}
