import './testing/setup';
import { documentTitle, i18n } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { PUBLIC_PAGES, publicPageUrls } from '@lyceum/contracts/constants';
import { waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pages } from './pages';

// Webpack registers the locale files; the test setup has registered them already.
jest.mock('./locales', () => ({}));
jest.mock('./lib/hero-image');
// Every call to the API waits forever (its response and its body): each page stays as it opens.
jest.mock('@lyceum/platform', () => {
  const never = () => new Promise(() => {});
  const request = () => Object.assign(never(), { json: never });
  return {
    ...jest.requireActual<object>('@lyceum/platform'),
    apiClient: new Proxy({}, { get: () => request }),
  };
});

/** One address of a page: a token's segment gets a sample value. */
const sample = (url: string) => url.replace(':token', 'tok123');

describe('the pages the remote exposes, from the contracts’ list', () => {
  it('has a component for every page of the list, at its path, and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
  });

  it.each(PUBLIC_PAGES.map((page) => [page.key, page] as const))(
    '%s opens with the title the list declares, in each of its languages',
    async (_key, page) => {
      const Page = pages[page.path]!;
      for (const [language, url] of Object.entries(publicPageUrls(page))) {
        const view = renderWithProviders(
          <Suspense>
            <Routes>
              <Route path={url} element={<Page />} />
            </Routes>
          </Suspense>,
          { route: sample(url), language: language as 'en' | 'fr' },
        );
        const title = documentTitle(i18n.t(page.titleKey, { lng: language }));
        await waitFor(() => expect(document.title).toBe(title));
        view.unmount();
      }
    },
  );
});
