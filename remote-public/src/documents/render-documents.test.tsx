/**
 * @jest-environment node
 */
import '../testing/setup';
import {
  DEFAULT_LANGUAGE,
  DOCUMENT_ORIGINS,
  hasLanguageVersions,
  hasParameter,
  languagePath,
  publicPage,
  publicPageUrls,
  PUBLIC_PAGES,
  sitePath,
  type PublicDocument,
  type PublicPageKey,
} from '@lyceum/contracts/constants';
import { documentTitle, i18n } from '@lyceum/platform';
import { renderDocuments, splitHead } from './render-documents';

// Webpack registers the locale files; the test setup has registered them already.
jest.mock('../locales', () => ({}));
jest.mock('../lib/hero-image');

/** The value of `attribute` of each tag of `html` matching `tag`. */
const values = (html: string, tag: RegExp, attribute: string) =>
  [...html.matchAll(new RegExp(tag.source, 'g'))].map(
    ([whole]) => new RegExp(`${attribute}="([^"]*)"`).exec(whole)?.[1],
  );

const escapeText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');

describe('the public pages prerendered', () => {
  let documents: PublicDocument[];
  beforeAll(async () => {
    documents = await renderDocuments();
  });

  it('renders every page of the list in each of its languages, at its address', () => {
    expect(documents.map(({ page, language, path }) => `${page} ${language} ${path}`)).toEqual(
      PUBLIC_PAGES.flatMap((page) =>
        Object.entries(publicPageUrls(page)).map(
          ([language, path]) => `${page.key} ${language} ${path}`,
        ),
      ),
    );
  });

  it.each(PUBLIC_PAGES.map((page) => [page.key, page] as const))(
    '%s carries its title, description, addresses and sharing tags in each language',
    (key) => {
      const page = publicPage(key);
      // An alias is the page it stands for: its addresses and alternates are that page's.
      const shown = page.aliasOf ? publicPage(page.aliasOf as PublicPageKey) : page;
      const localized = hasLanguageVersions(shown) && !hasParameter(shown);
      for (const document of documents.filter((entry) => entry.page === key)) {
        const { head, language } = document;
        const title = documentTitle(i18n.t(page.titleKey, { lng: language }));
        expect(head).toContain(`<title>${escapeText(title)}</title>`);
        const [description] = values(head, /<meta name="description"[^>]*>/, 'content');
        expect(description?.length).toBeGreaterThan(20);
        // A token page names no address: its token is private, and unknown when prerendered.
        const canonical = hasParameter(shown)
          ? []
          : [
              `${DOCUMENT_ORIGINS.site}${languagePath(
                localized ? language : DEFAULT_LANGUAGE,
                sitePath(shown.key as PublicPageKey),
              )}`,
            ];
        expect(values(head, /<link rel="canonical"[^>]*>/, 'href')).toEqual(canonical);
        expect(values(head, /<meta property="og:url"[^>]*>/, 'content')).toEqual(canonical);
        expect(values(head, /<meta property="og:locale"[^>]*>/, 'content')).toEqual([
          language === 'fr' ? 'fr_FR' : 'en_US',
        ]);
        expect(values(head, /<meta property="og:image"[^>]*>/, 'content')).toHaveLength(1);
        expect(values(head, /<meta name="twitter:card"[^>]*>/, 'content')).toEqual([
          'summary_large_image',
        ]);
        // Out of sitemap.xml, out of search indexes: the forms and the private links.
        expect(head.includes('<meta name="robots" content="noindex"/>')).toBe(
          page.sitemap === null && !page.aliasOf,
        );
        const alternates = values(head, /<link rel="alternate"[^>]*>/, 'hrefLang');
        expect(alternates).toEqual(localized ? ['en', 'fr', 'x-default'] : []);
      }
    },
  );

  it('gives every element an id that does not depend on where the page is rendered', () => {
    // React's own ids (useId) follow the page's place in the tree: the page rendered alone would
    // not match the app that takes it over inside the host's frame.
    for (const { path, body } of documents) {
      expect(`${path} ${body}`).not.toMatch(/="_R_|="«R/);
    }
  });

  it('writes the landing whole, its later sections too', () => {
    for (const language of ['en', 'fr'] as const) {
      const landing = documents.find(
        (entry) => entry.page === 'landing' && entry.language === language,
      );
      expect(landing?.body).toMatch(/<div class="landing__later"><section/);
      expect(landing?.body).toContain('id="final-newsletter-email"');
    }
  });

  it('writes the FAQ and the about page with their structured data', () => {
    const structured = (key: string, language: string) => {
      const document = documents.find((entry) => entry.page === key && entry.language === language);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(
        document?.body ?? '',
      )?.[1];
      return JSON.parse(json ?? 'null') as { '@type'?: string } | null;
    };
    for (const language of ['en', 'fr']) {
      expect(structured('faq', language)?.['@type']).toBe('FAQPage');
      expect(structured('about', language)?.['@type']).toBe('Organization');
    }
  });

  it('writes each page’s text in its language, and nothing of the head in the body', () => {
    const faq = (language: string) =>
      documents.find((entry) => entry.page === 'faq' && entry.language === language)!;
    expect(faq('en').body).toContain(escapeText(i18n.t('public-faq:title', { lng: 'en' })));
    expect(faq('fr').body).toContain(escapeText(i18n.t('public-faq:title', { lng: 'fr' })));
    for (const { body } of documents) expect(body).not.toMatch(/^<(title|meta|link)\b/);
  });
});

describe('splitting a page rendered alone', () => {
  it('puts the leading hoisted tags in the head and the rest in the body', () => {
    expect(
      splitHead(
        '<title>A — Lyceum</title><meta name="x" content="y"/><link rel="canonical" href="/a"/><div><meta itemprop="z"/></div>',
      ),
    ).toEqual({
      head: '<title>A — Lyceum</title><meta name="x" content="y"/><link rel="canonical" href="/a"/>',
      body: '<div><meta itemprop="z"/></div>',
    });
  });
});
